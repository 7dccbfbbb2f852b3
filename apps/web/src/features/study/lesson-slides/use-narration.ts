// Optional narration of the slide lecture with the browser's own Korean voice (Web Speech API):
// nothing is downloaded, and browsers without speech simply do not offer the toggle.
import { useCallback, useEffect, useState } from 'react';

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

function koreanVoice(engine: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const voices = engine.getVoices();
  return voices.find((v) => v.lang === 'ko-KR') ?? voices.find((v) => v.lang.toLowerCase().startsWith('ko'));
}

export interface Narration {
  supported: boolean;
  enabled: boolean;
  speaking: boolean;
  setEnabled: (on: boolean) => void;
}

/** Reads `text` while enabled; a new text (slide change) or unmount stops the current reading. */
export function useNarration(text: string): Narration {
  const supported = synth() !== null;
  const [enabled, setEnabled] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    const engine = synth();
    if (!engine || !enabled || text.trim() === '') return;
    engine.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'ko-KR';
    utterance.rate = 0.95;
    const voice = koreanVoice(engine);
    if (voice) utterance.voice = voice;
    utterance.onstart = () => setSpeaking(true);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    engine.speak(utterance);
    return () => {
      utterance.onend = null;
      utterance.onerror = null;
      engine.cancel();
      setSpeaking(false);
    };
  }, [text, enabled]);

  const set = useCallback((on: boolean) => {
    if (!on) synth()?.cancel();
    setEnabled(on);
  }, []);

  return { supported, enabled, speaking, setEnabled: set };
}
