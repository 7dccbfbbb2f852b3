// The conversation log of the tutor chat: loading/empty states, the messages (code runs fold into
// a summary line), and the reply streaming in.
import type { RefObject } from 'react';
import { Badge, Spinner } from 'react-bootstrap';
import type { ChatMessage, TutorMode } from '@dodam/contracts';
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
      {messages.map((m, i) => (
        <ChatBubble key={`${m.timestamp}-${i}`} message={m} />
      ))}
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

function ChatBubble({ message }: { message: DisplayMessage }) {
  if (message.type === 'code_execution' || message.type === 'code_result') {
    const isError = message.content.includes('실행 오류') || message.content.includes('Traceback');
    return (
      <details className={`dodam-tutor-chat__run ${isError ? 'is-error' : ''}`}>
        <summary>{message.type === 'code_execution' ? '코드 실행' : isError ? '실행 오류' : '실행 결과'}</summary>
        <Markdown>{message.content}</Markdown>
      </details>
    );
  }
  const mine = message.role === 'user';
  return (
    <div className={`dodam-tutor-chat__msg ${mine ? 'is-user' : 'is-assistant'}`}>
      {!mine && message.label && !message.content.startsWith(`[${message.label}]`) ? (
        <Badge bg="secondary" className="mb-1">
          {message.label}
        </Badge>
      ) : null}
      {mine ? <p className="mb-0 dodam-tutor-chat__text">{message.content}</p> : <Markdown>{message.content}</Markdown>}
      {message.note ? <p className="small text-body-secondary mb-0 mt-1">{message.note}</p> : null}
    </div>
  );
}
