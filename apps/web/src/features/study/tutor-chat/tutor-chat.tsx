// The tutor chat of the practice screens (spec: tutor chat history with a question box below).
// Replies stream in over server-sent events; the section's unified history (chat + code runs) lives
// on the server (it appends each exchange itself; code runs are appended here), so it survives
// reloads and follows the student.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { TIMINGS_MS, type ChatMessage, type ContextType, type LastRun, type TutorMode } from '@dodam/contracts';
import { browserOffline, errorMessage, isNetworkError } from '@/lib/api/client';
import { tutorUnreachableMessage } from './unreachable';
import { onServerBack, reportNetworkFailure } from '@/lib/connection';
import { TutorRateLimitError, appendConversation, loadConversation, streamTutorChat } from '../api/tutor';
import { ChatComposer } from './chat-composer';
import { ChatMessages, type DisplayMessage } from './chat-messages';
import { TeacherNotice, useTeacherNotice } from './teacher-notice';
import { useCooldown } from './use-cooldown';
import './tutor-chat.css';

export interface TutorChatProps {
  sectionId: string;
  mode: TutorMode;
  problemId?: string;
  exerciseId?: string;
  /** The student's current code in the editor. */
  code?: string;
  /** The last run in the editor; a failed run offers '이 오류에 대해 물어보기'. */
  lastRun?: LastRun | null;
  className?: string;
}

export interface TutorChatHandle {
  /** Adds the unified-history entries of a code run ('code execution' + result). */
  recordCodeRun(entries: ChatMessage[]): void;
  /** Asks the tutor about the last run's error. */
  askAboutError(): void;
}

const ERROR_QUESTION = '방금 실행한 코드에서 난 오류를 설명해 주세요.';
function toWire(messages: DisplayMessage[]): ChatMessage[] {
  return messages.map(({ role, content, timestamp, type }) => ({ role, content, timestamp, type }));
}

/**
 * Keyed by section: changing section unmounts the old chat and mounts a fresh one that loads the new
 * section's history (spec section 4, changing section).
 */
export const TutorChat = forwardRef<TutorChatHandle, TutorChatProps>(function TutorChat(props, ref) {
  return <SectionChat key={props.sectionId} {...props} ref={ref} />;
});

const SectionChat = forwardRef<TutorChatHandle, TutorChatProps>(function SectionChat(props, ref) {
  const { sectionId, mode, problemId, exerciseId, code, lastRun, className } = props;
  const [messages, setMessages] = useState<DisplayMessage[]>([]);
  const [historyState, setHistoryState] = useState<'loading' | 'ready' | 'error'>('loading');
  // Who answers now (from the reply's meta): the chat says whether it is an AI model or the built-in tutor.
  const [answerer, setAnswerer] = useState<'offline' | 'openai' | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A question asked while offline, sent when the network is back. */
  const [queued, setQueued] = useState<{ text: string; contextType: ContextType } | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  // Set only by an abuse-level 429: the box is disabled until then, with a countdown.
  const cooldown = useCooldown();
  const notice = useTeacherNotice();
  const messagesRef = useRef<DisplayMessage[]>([]);
  const busyRef = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  const update = useCallback((next: DisplayMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadConversation(sectionId).then(
      (history) => {
        if (cancelled) return;
        messagesRef.current = history;
        setMessages(history);
        setHistoryState('ready');
      },
      () => !cancelled && setHistoryState('error'),
    );
    return () => {
      cancelled = true;
      abortRef.current?.abort();
    };
  }, [sectionId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, streaming]);

  const send = useCallback(
    async (text: string, contextType: ContextType = 'chat') => {
      const question = text.trim();
      // Submit lock: one request at a time, duplicates ignored.
      if (!question || busyRef.current || cooldown.active()) return;
      // Asking a question is the moment the student has read the notice on top of the chat.
      if (notice.show) notice.dismiss();
      busyRef.current = true;
      setBusy(true);
      setError(null);
      const history = messagesRef.current;
      const userMessage: DisplayMessage = { role: 'user', content: question, timestamp: new Date().toISOString(), type: 'chat' };
      update([...history, userMessage]);
      setInput('');
      setStreaming('');
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const done = await streamTutorChat(
          {
            user_input: question,
            chat_history: toWire(history).slice(-50),
            selected_section: sectionId,
            context_type: contextType,
            mode,
            ...(problemId ? { problem_id: problemId } : {}),
            ...(exerciseId ? { exercise_id: exerciseId } : {}),
            ...(code !== undefined ? { code } : {}),
            ...(lastRun ? { last_run: lastRun } : {}),
          },
          { onDelta: (delta) => setStreaming((s) => (s ?? '') + delta), onMeta: (meta) => {
              setRemaining(meta.remaining);
              setAnswerer(meta.provider);
            } },
          controller.signal,
        );
        update([
          ...messagesRef.current,
          { role: 'assistant', content: done.response, timestamp: new Date().toISOString(), type: 'chat', label: done.label, note: done.note },
        ]);
        setRemaining(done.remaining);
      } catch (err) {
        if (!controller.signal.aborted) {
          if (err instanceof TutorRateLimitError) {
            cooldown.start(err.retryAfterSeconds);
          }
          update(messagesRef.current.filter((m) => m !== userMessage));
          if (isNetworkError(err) || browserOffline()) {
            // Offline or the server down (issue 26): the question waits and is sent by itself when
            // the connection is back; the words say which of the two it is.
            reportNetworkFailure();
            setError(tutorUnreachableMessage());
            setQueued({ text: question, contextType });
          } else {
            setError(errorMessage(err, '튜터에게 질문하지 못했어요. 잠시 후 다시 시도해 주세요.'));
            // Keep the question in the box so nothing typed is lost.
            setInput(question);
          }
        }
      } finally {
        setStreaming(null);
        // Spec: chat re-enables about 200 ms after completion.
        window.setTimeout(() => {
          busyRef.current = false;
          setBusy(false);
        }, TIMINGS_MS.chatReenable);
      }
    },
    [sectionId, mode, problemId, exerciseId, code, lastRun, update, cooldown, notice],
  );

  // Latest send and cooldown for the effect below without re-running it (a re-render must not cancel a waiting retry).
  const latest = useRef({ send, cooldown });
  latest.current = { send, cooldown };
  // A question kept while offline goes out when the server answers again (or the browser is online).
  useEffect(() => {
    if (!queued) return undefined;
    let timer: number | undefined;
    const retry = () => {
      // The connection can come back within the chat's re-enable pause after the failed try: wait for
      // it instead of dropping the kept question on send()'s submit lock.
      if (busyRef.current || latest.current.cooldown.active()) {
        window.clearTimeout(timer);
        timer = window.setTimeout(retry, TIMINGS_MS.chatReenable);
        return;
      }
      setQueued(null);
      void latest.current.send(queued.text, queued.contextType);
    };
    const stop = onServerBack(retry);
    window.addEventListener('online', retry);
    return () => {
      stop();
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [queued]);

  useImperativeHandle(
    ref,
    () => ({
      recordCodeRun(entries) {
        update([...messagesRef.current, ...entries]);
        // Best effort: the run is shown either way; a failed save only misses it after a reload.
        appendConversation(sectionId, toWire(entries)).catch(() => undefined);
      },
      askAboutError() {
        void send(ERROR_QUESTION, 'error');
      },
    }),
    [sectionId, update, send],
  );

  const failedRun = lastRun && !lastRun.success && (lastRun.error ?? '').trim() !== '';
  const { waitSeconds } = cooldown;

  return (
    <section className={`dodam-tutor-chat ${className ?? ''}`} aria-label="튜터 채팅">
      {notice.show ? <TeacherNotice onDismiss={notice.dismiss} /> : null}
      {answerer ? (
        <p className="small text-body-secondary mb-0 px-2 pt-1" data-testid="tutor-who">
          {answerer === 'openai' ? '지금은 AI 모델이 답하고 있어요. AI 답변은 틀릴 수 있어요.' : '지금은 도담에 내장된 기본 튜터가 답하고 있어요 (AI 아님).'}
        </p>
      ) : null}
      <ChatMessages listRef={listRef} historyState={historyState} messages={messages} streaming={streaming} busy={busy} mode={mode} />
      {error ? (
        <Alert variant="warning" className="m-2 py-2 small" role="alert" data-testid="tutor-error">
          {error}
          {queued ? <div className="mt-1 text-break" data-testid="tutor-queued">보관한 질문: {queued.text}</div> : null}
        </Alert>
      ) : null}
      <ChatComposer
        sectionId={sectionId}
        input={input}
        onInput={setInput}
        busy={busy || waitSeconds > 0}
        remaining={remaining}
        waitSeconds={waitSeconds}
        failedRun={Boolean(failedRun)}
        hasCode={Boolean(code?.trim())}
        onSend={(text, contextType) => void send(text, contextType)}
        errorQuestion={ERROR_QUESTION}
      />
    </section>
  );
});
