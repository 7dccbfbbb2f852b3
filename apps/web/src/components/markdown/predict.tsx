// A '예측해 보기' question (content/README.md "Predict the output"): the learner picks what the code
// will print before seeing it. A wrong choice is the output of a named mistake: picking it shows
// that mistake in one line and the learner may try again; the right one (or giving up) shows the
// answer and runs the code. Every choice is reported, so teachers see which mistakes are common.
import { useId, useState } from 'react';
import type { PredictQuestion } from '@dodam/contracts';
import type { RunnableExample } from './markdown';
import { useLessonHandlers } from './lesson-context';
import { InlineCode } from './task';
import { QuestionIcon } from '@/components/ui/icons';

export interface PredictBlockProps {
  /** predictQuestionId of the code. */
  id: string;
  code: string;
  question: PredictQuestion;
  inputs: string[];
  /** Runs the code in the lesson's runner after the learner has answered; without it only the answer shows. */
  onRunExample?: (example: RunnableExample) => void;
}

export function PredictBlock({ id, code, question, inputs, onRunExample }: PredictBlockProps) {
  const { onCheckDone, onPredictAnswer, doneChecks } = useLessonHandlers();
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  /** The choice last checked; null before any. */
  const [checked, setChecked] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(() => doneChecks?.has(id) ?? false);
  const [wrongTries, setWrongTries] = useState<number[]>([]);
  const correct = checked === question.answer;
  const finished = revealed || correct;
  const mistake = checked !== null && !correct ? question.misconceptions[checked] : null;

  const check = () => {
    if (chosen === null) return;
    setChecked(chosen);
    onPredictAnswer?.(id, chosen);
    if (chosen === question.answer) {
      onCheckDone?.(id);
      onRunExample?.({ code: `${code}\n`, inputs });
    } else setWrongTries((w) => (w.includes(chosen) ? w : [...w, chosen]));
  };

  const reveal = () => {
    setRevealed(true);
    onCheckDone?.(id);
  };

  return (
    <section className="dodam-md-predict" aria-label="예측해 보기" data-testid="predict">
      <p className="dodam-md-predict-title">
        <QuestionIcon className="me-1" />
        예측해 보기: 이 코드를 실행하면 무엇이 출력될까요?
      </p>
      <div className="dodam-md-code">
        <pre>
          <code className="language-python">{code}</code>
        </pre>
      </div>
      <fieldset disabled={finished}>
        <legend className="visually-hidden">출력 예측 보기</legend>
        {question.choices.map((choice, i) => (
          <div className="form-check" key={choice}>
            <input className="form-check-input" type="radio" name={name} id={`${name}-${i}`} checked={chosen === i} onChange={() => setChosen(i)} />
            <label className={`form-check-label${wrongTries.includes(i) ? ' text-decoration-line-through' : ''}`} htmlFor={`${name}-${i}`}>
              <code className="dodam-md-predict-choice">{choice}</code>
              {wrongTries.includes(i) ? <span className="visually-hidden"> (틀린 보기)</span> : null}
            </label>
          </div>
        ))}
      </fieldset>
      <div role="status" aria-live="polite">
        {correct ? <p className="dodam-md-predict-result text-success-emphasis">맞았어요! 예측한 대로 출력돼요.</p> : null}
        {mistake !== null && checked !== null && !finished ? (
          <p className="dodam-md-predict-result text-danger-emphasis" data-testid="misconception">
            아쉬워요. {mistake ? <strong>{mistake.name}</strong> : null}
            {mistake ? (
              <>
                {' '}
                — <InlineCode text={mistake.explanation} />
              </>
            ) : (
              ' 다른 보기를 골라 보세요.'
            )}
          </p>
        ) : null}
        {revealed && !correct ? (
          <p className="dodam-md-predict-result">
            실제 출력은 이거예요:
            <code className="dodam-md-predict-choice d-block mt-1">{question.choices[question.answer]}</code>
          </p>
        ) : null}
      </div>
      {!finished ? (
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" disabled={chosen === null || chosen === checked} onClick={check}>
            {checked === null ? '확인하기' : '다시 확인하기'}
          </button>
          {wrongTries.length > 0 ? (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reveal}>
              정답 보기
            </button>
          ) : null}
        </div>
      ) : onRunExample ? (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onRunExample({ code: `${code}\n`, inputs })}>
          ▶ 직접 실행해 보기
        </button>
      ) : null}
    </section>
  );
}
