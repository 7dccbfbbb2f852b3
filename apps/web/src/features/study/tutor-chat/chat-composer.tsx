// The question box of the tutor chat with its quick actions (ask about the error, hint, review my
// code) and the remaining-questions counter.
import type { KeyboardEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { TUTOR_MAX_INPUT_DEFAULT, type ContextType } from '@dodam/contracts';

export function ChatComposer({
  sectionId,
  input,
  onInput,
  busy,
  remaining,
  waitSeconds,
  failedRun,
  hasCode,
  onSend,
  errorQuestion,
}: {
  sectionId: string;
  input: string;
  onInput: (value: string) => void;
  busy: boolean;
  /** Model messages left (null: the basic tutor, no budget). */
  remaining: number | null;
  /** Seconds until an abuse-level 429 lifts; the box is disabled meanwhile. */
  waitSeconds: number;
  failedRun: boolean;
  hasCode: boolean;
  onSend: (text: string, contextType?: ContextType) => void;
  errorQuestion: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a newline; never while the Korean IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend(input);
    }
  };

  const tooLong = input.length > TUTOR_MAX_INPUT_DEFAULT;

  return (
    <>
      <div className="dodam-tutor-chat__actions">
        {failedRun ? (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onSend(errorQuestion, 'error')}>
            이 오류에 대해 물어보기
          </Button>
        ) : null}
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onSend('힌트를 주세요.', 'hint')}>
          힌트 받기
        </Button>
        {hasCode ? (
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onSend('제 코드가 맞는지 봐 주세요.', 'code')}>
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
          onSend(input);
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
          disabled={busy}
          isInvalid={tooLong}
          placeholder="튜터에게 질문하기 (Enter 보내기, Shift+Enter 줄바꿈)"
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKeyDown}
          className="dodam-tutor-chat__input"
        />
        <Button type="submit" disabled={busy || !input.trim() || tooLong} aria-label="보내기">
          {busy ? <Spinner size="sm" animation="border" /> : '보내기'}
        </Button>
        {tooLong ? <Form.Control.Feedback type="invalid">질문은 {TUTOR_MAX_INPUT_DEFAULT}자 이하로 입력해 주세요.</Form.Control.Feedback> : null}
      </Form>
    </>
  );
}
