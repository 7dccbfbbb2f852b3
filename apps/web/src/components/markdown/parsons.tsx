// The tutor's Parsons puzzle (```python parsons exercise=<id>, the top hint rung of a practice
// exercise): the exercise's lines shuffled, indentation kept as the hint, with one to three lines a
// named mistake would write. The learner moves the needed lines into their answer and orders them
// with buttons (keyboard and screen readers work the same; focus follows the moved line); the server
// checks the order (POST /tutor/parsons/check) and names the mistake behind a line that is not needed.
import { useEffect, useId, useRef, useState } from 'react';
import { parsonsCheckResponseSchema, type ParsonsCheckResponse } from '@dodam/contracts';
import { ApiError, apiRequest } from '@/lib/api/client';
import { InlineCode } from './task';
import { PuzzleIcon } from '@/components/ui/icons';

interface Line {
  /** Position in the puzzle as shown (stable key). */
  id: number;
  text: string;
}

export interface ParsonsBlockProps {
  exerciseId: string;
  /** The puzzle's lines as the tutor shuffled them, indentation kept. */
  lines: string[];
}

const indentOf = (text: string) => /^\s*/.exec(text)![0].replace(/\t/g, '    ').length;

/** The line as read aloud: its indentation in words (spaces are not announced), then the code. */
function spoken(text: string): string {
  const n = indentOf(text);
  return `${n > 0 ? `들여쓰기 ${n}칸, ` : ''}${text.trim()}`;
}

function LineCode({ text }: { text: string }) {
  const n = indentOf(text);
  return (
    <code className="dodam-md-parsons-code">
      {n > 0 ? <span aria-hidden="true">{' '.repeat(n)}</span> : null}
      {n > 0 ? <span className="visually-hidden">(들여쓰기 {n}칸) </span> : null}
      {text.trim()}
    </code>
  );
}

export function ParsonsBlock({ exerciseId, lines }: ParsonsBlockProps) {
  const uid = useId();
  const [pool, setPool] = useState<Line[]>(() => lines.map((text, id) => ({ id, text })));
  const [answer, setAnswer] = useState<Line[]>([]);
  const [verdict, setVerdict] = useState<ParsonsCheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** After a move, the control to focus once the lists have re-rendered (the moved line's, or a neighbour's). */
  const pendingFocus = useRef<string | null>(null);
  const setFocus = (id: string) => {
    pendingFocus.current = id;
  };
  const control = (id: number, action: string) => `${uid}-${id}-${action}`;

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const changed = () => {
    setVerdict(null);
    setError(null);
  };
  const add = (line: Line) => {
    const rest = pool.filter((l) => l.id !== line.id);
    setPool(rest);
    setAnswer([...answer, line]);
    changed();
    // Focus stays in the list of lines: the next line's button (or the answer's last line when none is left).
    const at = pool.findIndex((l) => l.id === line.id);
    const next = rest[Math.min(at, rest.length - 1)];
    setFocus(next ? control(next.id, 'add') : control(line.id, 'remove'));
  };
  const remove = (line: Line) => {
    const rest = answer.filter((l) => l.id !== line.id);
    setAnswer(rest);
    setPool([...pool, line].sort((a, b) => a.id - b.id));
    changed();
    const at = answer.findIndex((l) => l.id === line.id);
    const next = rest[Math.min(at, rest.length - 1)];
    setFocus(next ? control(next.id, 'remove') : control(line.id, 'add'));
  };
  const move = (line: Line, by: -1 | 1) => {
    const i = answer.findIndex((l) => l.id === line.id);
    const j = i + by;
    if (j < 0 || j >= answer.length) return;
    const next = [...answer];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setAnswer(next);
    changed();
    // At the edge the button in that direction is disabled: focus the other one.
    const edge = (by === -1 && j === 0) || (by === 1 && j === next.length - 1);
    setFocus(control(line.id, edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'));
  };

  const check = async () => {
    if (busy || answer.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest('/tutor/parsons/check', {
        method: 'POST',
        json: { exercise_id: exerciseId, lines: answer.map((l) => l.text) },
        schema: parsonsCheckResponseSchema,
      });
      setVerdict(result);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '확인하지 못했어요. 잠시 후 다시 해 보세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dodam-md-parsons" aria-labelledby={`${uid}-title`} data-testid="parsons">
      <p className="dodam-md-parsons-title" id={`${uid}-title`}>
        <PuzzleIcon className="me-1" />
        순서 맞추기
      </p>
      <p className="small mb-2" id={`${uid}-help`}>
        필요한 줄만 <strong>넣기</strong>로 내 답에 옮기고 <strong>위로</strong>·<strong>아래로</strong>로 순서를 맞춘 뒤 확인해 보세요. 들여쓰기는 그대로예요.
      </p>
      <div className="dodam-md-parsons-cols">
        <div>
          <p className="dodam-md-parsons-label" id={`${uid}-pool`}>
            보기 줄 ({pool.length})
          </p>
          <ul className="dodam-md-parsons-list" aria-labelledby={`${uid}-pool`} data-testid="parsons-pool">
            {pool.map((line) => (
              <li key={line.id} className="dodam-md-parsons-line">
                <LineCode text={line.text} />
                <button type="button" id={control(line.id, 'add')} className="btn btn-sm btn-outline-primary" aria-label={`넣기: ${spoken(line.text)}`} onClick={() => add(line)}>
                  넣기
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="dodam-md-parsons-label" id={`${uid}-answer`}>
            내 답 ({answer.length}줄, 위에서부터 실행돼요)
          </p>
          {answer.length === 0 ? <p className="small text-body-secondary mb-0">아직 넣은 줄이 없어요.</p> : null}
          <ol className="dodam-md-parsons-list" aria-labelledby={`${uid}-answer`} data-testid="parsons-answer">
            {answer.map((line, i) => (
              <li key={line.id} className="dodam-md-parsons-line">
                <LineCode text={line.text} />
                <span className="dodam-md-parsons-actions">
                  <button type="button" id={control(line.id, 'up')} className="btn btn-sm btn-outline-secondary" aria-label={`위로: ${i + 1}번째 줄 ${spoken(line.text)}`} disabled={i === 0} onClick={() => move(line, -1)}>
                    ↑<span className="visually-hidden"> 위로</span>
                  </button>
                  <button
                    type="button"
                    id={control(line.id, 'down')}
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`아래로: ${i + 1}번째 줄 ${spoken(line.text)}`}
                    disabled={i === answer.length - 1}
                    onClick={() => move(line, 1)}
                  >
                    ↓<span className="visually-hidden"> 아래로</span>
                  </button>
                  <button type="button" id={control(line.id, 'remove')} className="btn btn-sm btn-outline-danger" aria-label={`빼기: ${i + 1}번째 줄 ${spoken(line.text)}`} onClick={() => remove(line)}>
                    빼기
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div role="status" aria-live="polite" data-testid="parsons-result">
        {verdict ? (
          <p className={`dodam-md-parsons-result ${verdict.correct ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
            <InlineCode text={verdict.message} />
          </p>
        ) : null}
        {error ? <p className="dodam-md-parsons-result text-danger-emphasis">{error}</p> : null}
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={check} disabled={busy || answer.length === 0} aria-describedby={`${uid}-help`}>
        {busy ? '확인하는 중…' : '확인하기'}
      </button>
    </section>
  );
}
