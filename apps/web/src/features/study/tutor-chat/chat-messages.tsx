// The conversation log of the tutor chat: loading/empty states, the messages (code runs fold into
// a summary line), and the reply streaming in.
import type { RefObject } from 'react';
import { Badge, Spinner } from 'react-bootstrap';
import { AI_GENERATED_MARK, CODE_RUN_LABELS, TUTOR_LABELS, replyProviderLabel, type ChatMessage, type TutorMode } from '@dodam/contracts';
import { Markdown } from '@/components/markdown';

export interface DisplayMessage extends ChatMessage {
  label?: string;
  note?: string | null;
}

export function ChatMessages({
  listRef,
  historyState,
  messages,
  streaming,
  busy,
  mode,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  historyState: 'loading' | 'ready' | 'error';
  messages: DisplayMessage[];
  streaming: string | null;
  busy: boolean;
  mode: TutorMode;
}) {
  return (
    <div className="dodam-tutor-chat__list" ref={listRef} role="log" aria-label="튜터 대화" aria-live="polite" aria-busy={busy} tabIndex={0}>
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
      {groupRuns(messages).map((row, i) =>
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
  );
}

type Row = { kind: 'message'; message: DisplayMessage } | { kind: 'run'; run: DisplayMessage; result: DisplayMessage | undefined };

/** A code run ('code_execution' + its 'code_result') becomes one row, so the question box stays in view. */
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

function RunRow({ run, result }: { run: DisplayMessage; result: DisplayMessage | undefined }) {
  const outcome = runOutcome(result ?? (run.type === 'code_result' ? run : undefined));
  return (
    <details className={`dodam-tutor-chat__run ${outcome === 'error' ? 'is-error' : ''}`} data-testid="tutor-run-row">
      <summary>{outcome === 'stopped' ? `코드 실행 · ${CODE_RUN_LABELS.stopped}` : outcome === 'error' ? '코드 실행 · 오류' : '코드 실행 · 성공'}</summary>
      {run.type === 'code_execution' ? <Markdown>{run.content}</Markdown> : null}
      {result || run.type === 'code_result' ? <Markdown>{(result ?? run).content}</Markdown> : null}
    </details>
  );
}

/** What a recorded run's result entry says: its label comes first ('실행 결과' / '실행 오류' / '실행 중지'). */
export function runOutcome(result: DisplayMessage | undefined): 'ok' | 'error' | 'stopped' {
  const content = result?.content ?? '';
  if (content.startsWith(CODE_RUN_LABELS.stopped)) return 'stopped';
  if (content.startsWith(CODE_RUN_LABELS.error)) return 'error';
  // Older entries without the label: a traceback in the output still reads as an error.
  return content.startsWith(CODE_RUN_LABELS.result) || !content.includes('Traceback') ? 'ok' : 'error';
}

/**
 * Who answered (issue 25, AI Basic Act): a model's reply is marked "AI가 생성한 답변"; the basic
 * tutor's label is shown once (its text may already start with '**[기본 튜터]**').
 */
export function ReplyLabel({ label, content }: { label?: string | undefined; content: string }) {
  if (!label) return null;
  if (label === TUTOR_LABELS.openai) {
    return (
      <Badge bg="secondary" className="mb-1" data-testid="ai-generated">
        {label} · {AI_GENERATED_MARK}
      </Badge>
    );
  }
  const labelled = content.startsWith(`[${label}]`) || content.startsWith(`**[${label}]**`);
  return labelled ? null : (
    <Badge bg="secondary" className="mb-1">
      {label}
    </Badge>
  );
}

function ChatBubble({ message }: { message: DisplayMessage }) {
  const mine = message.role === 'user';
  return (
    <div className={`dodam-tutor-chat__msg ${mine ? 'is-user' : 'is-assistant'}`}>
      {/* A live reply carries its label; a reloaded one is labelled from the provider the server stored with it. */}
      {!mine ? <ReplyLabel label={message.label ?? replyProviderLabel(message.provider)} content={message.content} /> : null}
      {mine ? <p className="mb-0 dodam-tutor-chat__text">{message.content}</p> : <Markdown>{message.content}</Markdown>}
      {message.note ? <p className="small text-body-secondary mb-0 mt-1">{message.note}</p> : null}
    </div>
  );
}
