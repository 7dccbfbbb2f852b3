// The run console: program output, typed input (echoed), the raw traceback (collapsible) and
// notices. While the program waits in input(), a line editor appears right after the prompt.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsoleSegment } from '@/python';

export interface PythonConsoleProps {
  segments: readonly ConsoleSegment[];
  /** Not null while the program waits for a typed line. */
  prompt: string | null;
  onSubmitLine: (line: string | null) => void;
  /** Shown when the console is empty. */
  emptyText?: string;
  /** Min and max height in px. */
  minHeight?: number;
  maxHeight?: number;
  label?: string;
}

export function PythonConsole({
  segments,
  prompt,
  onSubmitLine,
  emptyText = '실행 결과가 여기에 표시됩니다.',
  minHeight = 120,
  maxHeight = 360,
  label = '실행 결과',
}: PythonConsoleProps) {
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  // Follow new output unless the student scrolled up to read.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [segments, prompt]);

  const announcement = useOutputAnnouncement(segments);

  const onScroll = () => {
    const el = box.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };

  return (
    <>
    <div
      ref={box}
      className="dodam-wb-console"
      role="log"
      aria-label={label}
      aria-live="off"
      tabIndex={0}
      onScroll={onScroll}
      style={{ minHeight, maxHeight }}
    >
      {segments.length === 0 && prompt === null ? <span className="dodam-wb-console-empty">{emptyText}</span> : null}
      {segments.map((s) =>
        s.kind === 'error' ? (
          <details key={s.id} className="dodam-wb-traceback" open>
            <summary>오류 메시지 (Traceback)</summary>
            <span className="dodam-wb-out-error">{s.text}</span>
          </details>
        ) : s.kind === 'notice' ? (
          <div key={s.id} className="dodam-wb-notice" role="status">
            {s.text}
          </div>
        ) : s.sealed ? (
          <div key={s.id} className={`dodam-wb-chunk dodam-wb-out-${s.kind}`} style={{ containIntrinsicSize: `auto ${lineCount(s.text) * 1.5}em` }}>
            {s.text}
          </div>
        ) : (
          <span key={s.id} className={`dodam-wb-out-${s.kind}`}>
            {s.text}
          </span>
        ),
      )}
      {prompt !== null ? <ConsoleLineInput onSubmit={onSubmitLine} /> : null}
    </div>
      {/* The log itself is aria-live="off" (a chatty program would flood a screen reader); new
          output is read from here instead, politely and at most once per interval. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="console-announcement">
        {announcement}
      </div>
    </>
  );
}

/** Milliseconds between two console announcements; output in between is read together. */
export const ANNOUNCE_INTERVAL_MS = 1000;
/** Only the tail of a long burst is read: enough to hear what happened, not a page of numbers. */
const ANNOUNCE_MAX_CHARS = 200;

function textLength(segments: readonly ConsoleSegment[]): number {
  let n = 0;
  for (const s of segments) n += s.text.length;
  return n;
}

/** The last `count` characters of the console's text, walking back from the newest segment. */
function tail(segments: readonly ConsoleSegment[], count: number): string {
  let out = '';
  for (let i = segments.length - 1; i >= 0 && out.length < count; i--) out = segments[i]!.text + out;
  return out.slice(-count);
}

function useOutputAnnouncement(segments: readonly ConsoleSegment[]): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(0);
  const latest = useRef(segments);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = segments;
    const total = textLength(segments);
    // A cleared console (new run) starts counting again.
    if (total < announced.current) announced.current = 0;
    if (total === announced.current || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const now = textLength(latest.current);
      const fresh = tail(latest.current, Math.min(now - announced.current, ANNOUNCE_MAX_CHARS)).trim();
      announced.current = now;
      if (fresh) setAnnouncement(fresh);
    }, ANNOUNCE_INTERVAL_MS);
  }, [segments]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return announcement;
}

function lineCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return Math.max(1, n);
}

function ConsoleLineInput({ onSubmit }: { onSubmit: (line: string | null) => void }) {
  const [line, setLine] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit(line);
    } else if (event.key === 'd' && event.ctrlKey && line === '') {
      // Ctrl+D on an empty line: end of input (EOFError in the program), as in a terminal.
      event.preventDefault();
      onSubmit(null);
    }
  };
  return (
    <input
      className="dodam-wb-console-input"
      value={line}
      onChange={(e) => setLine(e.target.value)}
      onKeyDown={onKeyDown}
      aria-label="프로그램 입력 (Enter로 보내기)"
      autoComplete="off"
      spellCheck={false}
      // The program is waiting: the cursor goes where the student is expected to type.
      autoFocus
    />
  );
}
