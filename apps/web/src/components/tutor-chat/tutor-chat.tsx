// The tutor chat of the practice screens (spec: tutor chat history with a question box below).
// Replies stream in over server-sent events; the section's unified history (chat + code runs) is
// loaded from and saved to the server, so it survives reloads and follows the student.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Badge, Button, Form, Spinner } from 'react-bootstrap';
import { TIMINGS_MS, TUTOR_MAX_INPUT_DEFAULT, type ChatMessage, type ContextType, type LastRun, type TutorMode } from '@dodam/contracts';
import { Markdown } from '@/components/markdown';
import { errorMessage } from '@/lib/api/client';
import { TutorRateLimitError, loadConversation, saveConversation, streamTutorChat } from '@/lib/api/tutor';
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

interface DisplayMessage extends ChatMessage {
  label?: string;
  note?: string | null;
}

const ERROR_QUESTION = '방금 실행한 코드에서 난 오류를 설명해 주세요.';
// Issue 9: teachers read tutor conversations; students are told once, on the chat itself.
const NOTICE_KEY = 'dodam.tutor.teacherNotice';
const TEACHER_NOTICE = '선생님도 튜터 대화 기록을 볼 수 있어요.';

function noticeSeen(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}
const SAVE_DELAY_MS = 800;

function toWire(messages: DisplayMessage[]): ChatMessage[] {
  return messages.map(({ role, content, timestamp, type }) => ({ role, content, timestamp, type }));
}

/**
 * Keyed by section: changing section unmounts the old chat (which saves its history) and mounts a
 * fresh one that loads the new section's history (spec section 4, changing section).
 */
export const TutorChat = forwardRef<TutorChatHandle, TutorChatProps>(function TutorChat(props, ref) {
  return <SectionChat key={props.sectionId} {...props} ref={ref} />;
});

const SectionChat = forwardRef<TutorChatHandle, TutorChatProps>(function SectionChat(props, ref) {
  const { sectionId, mode, problemId, exerciseId, code, lastRun, className } = props;
  const [messages, setMessages] = useState<DisplayMessage[]>([]);
  const [historyState, setHistoryState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  // Set only by an abuse-level 429: the box is disabled until then, with a countdown.
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [showNotice, setShowNotice] = useState(() => !noticeSeen());
  const messagesRef = useRef<DisplayMessage[]>([]);
  const busyRef = useRef(false);
  const dirtyRef = useRef(false);
  const saveTimer = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  const update = useCallback((next: DisplayMessage[]) => {
    messagesRef.current = next;
    dirtyRef.current = true;
    setMessages(next);
  }, []);

  const flush = useCallback((section: string) => {
    window.clearTimeout(saveTimer.current);
    if (!dirtyRef.current || messagesRef.current.length === 0) return;
    dirtyRef.current = false;
    saveConversation(section, toWire(messagesRef.current)).catch(() => {
      dirtyRef.current = true; // retried with the next change
    });
  }, []);

  const scheduleSave = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => flush(sectionId), SAVE_DELAY_MS);
  }, [flush, sectionId]);

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
      flush(sectionId);
    };
  }, [sectionId, flush]);

  useEffect(() => {
    if (cooldownUntil === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= cooldownUntil) setCooldownUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);

  const dismissNotice = useCallback(() => {
    setShowNotice(false);
    try {
      window.localStorage.setItem(NOTICE_KEY, '1');
    } catch {
      // Private mode: the notice shows again next time, which is harmless.
    }
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, streaming]);

  const send = useCallback(
    async (text: string, contextType: ContextType = 'chat') => {
      const question = text.trim();
      // Submit lock: one request at a time, duplicates ignored.
      if (!question || busyRef.current || (cooldownUntil !== null && Date.now() < cooldownUntil)) return;
      // Asking a question is the moment the student has read the notice on top of the chat.
      if (showNotice) dismissNotice();
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
          { onDelta: (delta) => setStreaming((s) => (s ?? '') + delta), onMeta: (meta) => setRemaining(meta.remaining) },
          controller.signal,
        );
        update([
          ...messagesRef.current,
          { role: 'assistant', content: done.response, timestamp: new Date().toISOString(), type: 'chat', label: done.label, note: done.note },
        ]);
        setRemaining(done.remaining);
        scheduleSave();
      } catch (err) {
        if (!controller.signal.aborted) {
          if (err instanceof TutorRateLimitError) {
            setCooldownUntil(Date.now() + err.retryAfterSeconds * 1000);
            setNow(Date.now());
          }
          setError(errorMessage(err, '튜터에게 질문하지 못했어요. 잠시 후 다시 시도해 주세요.'));
          // Keep the question in the box so nothing typed is lost.
          update(messagesRef.current.filter((m) => m !== userMessage));
          setInput(question);
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
    [sectionId, mode, problemId, exerciseId, code, lastRun, update, scheduleSave, cooldownUntil, showNotice, dismissNotice],
  );

  useImperativeHandle(
    ref,
    () => ({
      recordCodeRun(entries) {
        update([...messagesRef.current, ...entries]);
        scheduleSave();
      },
      askAboutError() {
        void send(ERROR_QUESTION, 'error');
      },
    }),
    [update, scheduleSave, send],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a newline; never while the Korean IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  const failedRun = lastRun && !lastRun.success && (lastRun.error ?? '').trim() !== '';
  const tooLong = input.length > TUTOR_MAX_INPUT_DEFAULT;
  const waitSeconds = cooldownUntil === null ? 0 : Math.max(0, Math.ceil((cooldownUntil - now) / 1000));
  const blocked = busy || waitSeconds > 0;
  const rows = groupRuns(messages);

  return (
    <section className={`dodam-tutor-chat ${className ?? ''}`} aria-label="AI 튜터 채팅">
      {showNotice ? (
        <div className="dodam-tutor-chat__notice small" role="note" data-testid="tutor-teacher-notice">
          <span>👀 {TEACHER_NOTICE}</span>
          <Button size="sm" variant="link" className="p-0 ms-2" onClick={dismissNotice}>
            알겠어요
          </Button>
        </div>
      ) : null}
      <div className="dodam-tutor-chat__list" ref={listRef} role="log" aria-label="튜터 대화" aria-live="polite" aria-busy={busy}>
        {historyState === 'loading' ? (
          <p className="text-body-secondary small m-2">
            <Spinner size="sm" animation="border" className="me-2" />
            대화 기록을 불러오는 중…
          </p>
        ) : null}
        {historyState === 'error' ? <p className="text-danger small m-2">대화 기록을 불러오지 못했어요. 새 대화로 시작합니다.</p> : null}
        {historyState === 'ready' && messages.length === 0 && streaming === null ? (
          <div className="dodam-tutor-chat__empty">
            <p className="mb-1 fw-semibold">막히는 곳이 있으면 언제든 물어보세요.</p>
            <p className="mb-0 small text-body-secondary">
              {mode === 'evaluation' ? '평가 중에는 정답 대신 생각을 돕는 힌트를 드려요.' : '개념 질문, 오류 설명, 힌트 요청 모두 좋아요.'}
            </p>
          </div>
        ) : null}
        {rows.map((row, i) =>
          row.kind === 'run' ? <RunRow key={`${row.run.timestamp}-${i}`} run={row.run} result={row.result} /> : <ChatBubble key={`${row.message.timestamp}-${i}`} message={row.message} />,
        )}
        {streaming !== null ? (
          <div className="dodam-tutor-chat__msg is-assistant">
            {streaming === '' ? (
              <span className="dodam-tutor-chat__thinking" role="status">
                <Spinner size="sm" animation="grow" className="me-2" />
                튜터가 생각하는 중…
              </span>
            ) : (
              <Markdown>{streaming}</Markdown>
            )}
          </div>
        ) : null}
      </div>
      {error ? (
        <Alert variant="warning" className="m-2 py-2 small" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="dodam-tutor-chat__actions">
        {failedRun ? (
          <Button size="sm" variant="outline-danger" disabled={blocked} onClick={() => void send(ERROR_QUESTION, 'error')}>
            이 오류에 대해 물어보기
          </Button>
        ) : null}
        <Button size="sm" variant="outline-secondary" disabled={blocked} onClick={() => void send('힌트를 주세요.', 'hint')}>
          힌트 받기
        </Button>
        {code?.trim() ? (
          <Button size="sm" variant="outline-secondary" disabled={blocked} onClick={() => void send('제 코드가 맞는지 봐 주세요.', 'code')}>
            내 코드 봐 주기
          </Button>
        ) : null}
        {waitSeconds > 0 ? (
          <span className="small text-danger ms-auto" role="status" data-testid="tutor-cooldown">
            {waitSeconds}초 뒤에 다시 질문할 수 있어요
          </span>
        ) : remaining !== null ? (
          <span className="small text-body-secondary ms-auto" data-testid="tutor-remaining">
            AI 튜터 질문 {remaining}회 남음
          </span>
        ) : null}
      </div>
      <Form
        className="dodam-tutor-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          void send(input);
        }}
      >
        <Form.Label htmlFor={`tutor-input-${sectionId}`} className="visually-hidden">
          튜터에게 질문하기
        </Form.Label>
        <Form.Control
          as="textarea"
          id={`tutor-input-${sectionId}`}
          rows={1}
          value={input}
          disabled={blocked}
          isInvalid={tooLong}
          placeholder="튜터에게 질문하기 (Enter 보내기, Shift+Enter 줄바꿈)"
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          className="dodam-tutor-chat__input"
        />
        <Button type="submit" disabled={blocked || !input.trim() || tooLong} aria-label="보내기">
          {busy ? <Spinner size="sm" animation="border" /> : '보내기'}
        </Button>
        {tooLong ? <Form.Control.Feedback type="invalid">질문은 {TUTOR_MAX_INPUT_DEFAULT}자 이하로 입력해 주세요.</Form.Control.Feedback> : null}
      </Form>
    </section>
  );
});

type Row = { kind: 'message'; message: DisplayMessage } | { kind: 'run'; run: DisplayMessage; result: DisplayMessage | undefined };

/** A code run ('code_execution' + its 'code_result') becomes one row. */
function groupRuns(messages: DisplayMessage[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.type === 'code_execution') {
      const next = messages[i + 1];
      const result = next?.type === 'code_result' ? next : undefined;
      if (result) i++;
      rows.push({ kind: 'run', run: m, result });
    } else if (m.type === 'code_result') rows.push({ kind: 'run', run: m, result: undefined });
    else rows.push({ kind: 'message', message: m });
  }
  return rows;
}

/** One compact, expandable row per code run, so the question box stays in view. */
function RunRow({ run, result }: { run: DisplayMessage; result: DisplayMessage | undefined }) {
  const text = `${run.content}\n${result?.content ?? ''}`;
  const isError = text.includes('실행 오류') || text.includes('Traceback');
  return (
    <details className={`dodam-tutor-chat__run ${isError ? 'is-error' : ''}`} data-testid="tutor-run-row">
      <summary>{isError ? '코드 실행 · 오류' : '코드 실행 · 성공'}</summary>
      <Markdown>{run.type === 'code_execution' ? run.content : ''}</Markdown>
      {result || run.type === 'code_result' ? <Markdown>{(result ?? run).content}</Markdown> : null}
    </details>
  );
}

function ChatBubble({ message }: { message: DisplayMessage }) {
  const mine = message.role === 'user';
  // One label per reply: the basic tutor's text already starts with '**[기본 튜터]**'.
  const labelled = message.label ? message.content.startsWith(`[${message.label}]`) || message.content.startsWith(`**[${message.label}]**`) : true;
  return (
    <div className={`dodam-tutor-chat__msg ${mine ? 'is-user' : 'is-assistant'}`}>
      {!mine && message.label && !labelled ? (
        <Badge bg="secondary" className="mb-1">
          {message.label}
        </Badge>
      ) : null}
      {mine ? <p className="mb-0 dodam-tutor-chat__text">{message.content}</p> : <Markdown>{message.content}</Markdown>}
      {message.note ? <p className="small text-body-secondary mb-0 mt-1">{message.note}</p> : null}
    </div>
  );
}
