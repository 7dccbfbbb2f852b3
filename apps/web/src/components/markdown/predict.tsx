// A '예측해 보기' question (content/README.md "Predict the output"): the learner picks what the code
// will print before seeing it, then runs it. Predicting first is what makes beginners think.
import { useId, useState } from 'react';
import type { PredictQuestion } from '@dodam/contracts';
import type { RunnableExample } from './markdown';

export interface PredictBlockProps {
  code: string;
  question: PredictQuestion;
  inputs: string[];
  /** Runs the code in the lesson's runner after the learner has answered; without it only the answer shows. */
  onRunExample?: (example: RunnableExample) => void;
}

export function PredictBlock({ code, question, inputs, onRunExample }: PredictBlockProps) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const correct = chosen === question.answer;

  const check = () => {
    setChecked(true);
    onRunExample?.({ code: `${code}\n`, inputs });
  };

  return (
    <section className="dodam-md-predict" aria-label="예측해 보기">
      <p className="dodam-md-predict-title">🤔 예측해 보기: 이 코드를 실행하면 무엇이 출력될까요?</p>
      <div className="dodam-md-code">
        <pre>
          <code className="language-python">{code}</code>
        </pre>
      </div>
      <fieldset disabled={checked}>
        <legend className="visually-hidden">출력 예측 보기</legend>
        {question.choices.map((choice, i) => (
          <div className="form-check" key={choice}>
            <input className="form-check-input" type="radio" name={name} id={`${name}-${i}`} checked={chosen === i} onChange={() => setChosen(i)} />
            <label className="form-check-label" htmlFor={`${name}-${i}`}>
              <code className="dodam-md-predict-choice">{choice}</code>
            </label>
          </div>
        ))}
      </fieldset>
      {checked ? (
        <p role="status" className={`dodam-md-predict-result ${correct ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
          {correct ? '맞았어요! 예측한 대로 출력돼요.' : '아쉬워요. 실제 출력은 아래와 같아요.'}
          {correct ? null : <code className="dodam-md-predict-choice d-block mt-1">{question.choices[question.answer]}</code>}
        </p>
      ) : (
        <button type="button" className="btn btn-sm btn-primary" disabled={chosen === null} onClick={check}>
          {onRunExample ? '▶ 실행해서 확인하기' : '정답 확인하기'}
        </button>
      )}
      {checked ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary ms-2"
          onClick={() => {
            setChecked(false);
            setChosen(null);
          }}
        >
          다시 풀기
        </button>
      ) : null}
    </section>
  );
}
