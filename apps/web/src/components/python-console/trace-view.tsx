// '코드 따라가기': a program's run, one finished line at a time — the line, the variables after it
// (changed ones marked), which pass of which loop it belongs to, and the output so far — with
// backwards and forwards by buttons, a slider or ←/→/Home/End. The trace comes from Pyodide's
// sys.settrace in the page's Python worker (python/trace.ts).
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { runTrace, type Trace, type TraceStep, type TraceVariable } from '@/python/trace';
import './trace-view.css';

export interface TraceViewProps {
  code: string;
  /** input() values, in order (the example's or the exercise's). */
  inputs: readonly string[];
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; trace: Trace };

function describe(step: TraceStep): string {
  if (step.call) return `${step.function} 함수를 불렀어요. 받은 값이 함수 안의 변수가 돼요.`;
  if (step.header_pass !== null) {
    return step.loop_end ? `${step.line}번 줄: 반복할 것이 더 없어서 반복을 끝내요.` : `${step.line}번 줄: 반복 ${step.header_pass}번째를 시작해요.`;
  }
  if (step.returned !== null) return `${step.line}번 줄을 실행하고 ${step.function} 함수가 값을 돌려줘요: ${step.returned}`;
  return `${step.line}번 줄을 실행했어요.`;
}

function VariableTable({ caption, vars, before }: { caption: string; vars: TraceVariable[]; before: Map<string, string> | null }) {
  if (vars.length === 0) return <p className="small text-body-secondary mb-2">{caption}: 아직 없어요.</p>;
  return (
    <table className="table table-sm table-bordered dodam-trace-vars mb-2">
      <caption className="caption-top small">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">이름</th>
          <th scope="col">값</th>
          <th scope="col">종류</th>
        </tr>
      </thead>
      <tbody>
        {vars.map((v) => {
          const changed = before !== null && before.get(v.name) !== v.value;
          return (
            <tr key={v.name} className={changed ? 'is-changed' : undefined}>
              <th scope="row">
                <code>{v.name}</code>
              </th>
              <td>
                <code>{v.value}</code>
                {changed ? <span className="badge text-bg-warning ms-2">{before?.has(v.name) ? '바뀜' : '새로 생김'}</span> : null}
              </td>
              <td className="small">{v.type}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const asMap = (vars: TraceVariable[] | null | undefined) => new Map((vars ?? []).map((v) => [v.name, v.value]));

export function TraceView({ code, inputs }: TraceViewProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [index, setIndex] = useState(0);
  const sliderId = useId();
  const lines = useMemo(() => code.replace(/\n$/, '').split('\n'), [code]);

  useEffect(() => {
    // The dialog keys this view by program, so a new program is a new view: no reset needed here.
    let live = true;
    runTrace(code, inputs).then(
      (result) => live && setLoaded('failed' in result ? { status: 'failed', message: result.failed } : { status: 'ready', trace: result }),
      () => live && setLoaded({ status: 'failed', message: '코드를 따라가지 못했어요. 다시 시도해 주세요.' }),
    );
    return () => {
      live = false;
    };
  }, [code, inputs]);

  if (loaded.status === 'loading')
    return (
      <p role="status" className="text-body-secondary">
        코드를 실행하며 기록하는 중이에요…
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="text-danger-emphasis">
        {loaded.message}
      </p>
    );

  const { trace } = loaded;
  const count = trace.steps.length;
  if (count === 0)
    return (
      <div role="status">
        <p className="mb-1">실행된 줄이 없어요.</p>
        {trace.error ? <pre className="dodam-trace-error">{trace.error}</pre> : null}
      </div>
    );
  const at = Math.min(index, count - 1);
  const step = trace.steps[at]!;
  const prev = at > 0 ? trace.steps[at - 1]! : null;
  const last = at === count - 1;
  const go = (i: number) => setIndex(Math.min(Math.max(i, 0), count - 1));
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count - 1 };
    const target = moves[e.key];
    if (target === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    // The slider handles its own arrows; everything else in the view follows the same keys.
    if (e.target instanceof HTMLInputElement) return;
    e.preventDefault();
    e.stopPropagation();
    go(target);
  };
  const sameFrame = prev && prev.function === step.function && !prev.call;

  return (
    <div className="dodam-trace" role="group" aria-label="코드 따라가기" onKeyDown={onKey} data-testid="trace-view">
      <div className="dodam-trace-controls">
        <Button size="sm" variant="outline-secondary" onClick={() => go(0)} disabled={at === 0}>
          ⏮ 처음
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => go(at - 1)} disabled={at === 0}>
          ◀ 이전
        </Button>
        <Button size="sm" variant="primary" onClick={() => go(at + 1)} disabled={last}>
          다음 ▶
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => go(count - 1)} disabled={last}>
          끝 ⏭
        </Button>
        <label htmlFor={sliderId} className="visually-hidden">
          단계 선택
        </label>
        <input
          id={sliderId}
          type="range"
          className="form-range dodam-trace-slider"
          min={1}
          max={count}
          value={at + 1}
          aria-valuetext={`${count}단계 중 ${at + 1}단계`}
          onChange={(e) => go(Number(e.target.value) - 1)}
        />
        <span className="small" data-testid="trace-counter">
          {at + 1} / {count}단계
        </span>
      </div>
      <p className="dodam-trace-now" aria-live="polite" data-testid="trace-now">
        {describe(step)}
        {step.loops.map((l) => (
          <span key={l.line} className="badge text-bg-info ms-2" data-testid="trace-pass">
            {l.line}번 줄 반복 {l.pass}번째
          </span>
        ))}
      </p>
      <div className="dodam-trace-grid">
        <ol className="dodam-trace-code" aria-label="코드">
          {lines.map((text, i) => {
            const current = i + 1 === step.line;
            return (
              <li key={i} className={current ? 'is-current' : undefined} aria-current={current ? 'step' : undefined}>
                <span className="dodam-trace-lineno" aria-hidden="true">
                  {current ? '➜' : ''} {i + 1}
                </span>
                <code>{text || ' '}</code>
              </li>
            );
          })}
        </ol>
        <div>
          {step.locals !== null ? <VariableTable caption={`${step.function} 함수 안의 변수`} vars={step.locals} before={sameFrame ? asMap(prev.locals) : null} /> : null}
          <VariableTable caption={step.locals !== null ? '바깥(전체) 변수' : '변수'} vars={step.globals} before={prev ? asMap(prev.globals) : null} />
          <p className="small mb-1">지금까지의 출력</p>
          <pre className="dodam-trace-output" data-testid="trace-output">
            {(last ? trace.output : trace.output.slice(0, step.output)) || ' '}
          </pre>
          {last && trace.error ? (
            <p className="text-danger-emphasis mb-0" role="alert">
              {trace.error_line ? `${trace.error_line}번 줄에서 오류가 나서 멈췄어요: ` : '오류가 나서 멈췄어요: '}
              <code>{trace.error}</code>
            </p>
          ) : null}
          {last && trace.truncated ? <p className="small text-body-secondary mb-0">실행이 너무 길어서 처음 {count}단계까지만 보여 줘요. (끝나지 않는 반복인지 살펴보세요.)</p> : null}
        </div>
      </div>
    </div>
  );
}
