// A checked task of a lesson step (```python task, content/README.md): the learner edits the starter,
// runs it in the browser's Python, and the output is compared with the expected output of every
// case. Hints open one rung at a time; after the last one the answer can be shown.
import { Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { outputsMatch, type LessonTask } from '@dodam/contracts';
import { CodeEditor, EDITOR_HELP } from '@/components/code-editor';
import { getPythonRuntime } from '@/python';
import { useLessonHandlers } from './lesson-context';
import { PencilIcon } from '@/components/ui/icons';

type Verdict = { kind: 'pass' } | { kind: 'fail'; output: string; expected: string; inputs: string[] } | { kind: 'error'; message: string; output: string };

/** `code` spans in a one-line hint (the hints are short text, not full markdown). */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>))}
    </>
  );
}

export function TaskBlock({ id, task }: { id: string; task: LessonTask }) {
  const { onCheckDone, doneChecks } = useLessonHandlers();
  const [code, setCode] = useState(task.starter);
  const [running, setRunning] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(doneChecks?.has(id) ? { kind: 'pass' } : null);
  const [hints, setHints] = useState(0);
  const [showAnswer, setShowAnswer] = useState(false);
  const helpId = useId();

  const check = async () => {
    if (running) return;
    setRunning(true);
    try {
      for (const c of task.cases) {
        const result = await getPythonRuntime().run(code.endsWith('\n') ? code : `${code}\n`, { inputs: c.inputs, interactive: false }).result;
        if (!result.success) {
          const last = (result.error ?? '').trim().split('\n').at(-1) ?? '';
          setVerdict({ kind: 'error', message: last, output: result.output });
          return;
        }
        if (!outputsMatch(result.output, c.output)) {
          setVerdict({ kind: 'fail', output: result.output, expected: c.output, inputs: c.inputs });
          return;
        }
      }
      setVerdict({ kind: 'pass' });
      onCheckDone?.(id);
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="dodam-md-task" aria-label="해 보기" data-testid="lesson-task">
      <p className="dodam-md-task-title">
        <PencilIcon className="me-1" />
        해 보기: 코드를 고쳐서 실행하고 확인해 보세요.
      </p>
      <Suspense fallback={<pre className="dodam-md-task-fallback">{code}</pre>}>
        <CodeEditor value={code} onChange={setCode} onRun={() => void check()} ariaLabel="해 보기 코드 편집기" height={Math.min(260, 40 + code.split('\n').length * 22)} ariaDescribedBy={helpId} />
      </Suspense>
      <p id={helpId} className="small text-body-secondary mb-2">
        {EDITOR_HELP}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button size="sm" variant="primary" onClick={() => void check()} disabled={running}>
          {running ? '확인하는 중…' : '▶ 실행하고 확인하기'}
        </Button>
        {hints < task.hints.length ? (
          <Button size="sm" variant="outline-secondary" onClick={() => setHints((h) => h + 1)}>
            힌트 보기 ({hints + 1}/{task.hints.length})
          </Button>
        ) : !showAnswer ? (
          <Button size="sm" variant="outline-secondary" onClick={() => setShowAnswer(true)}>
            정답 코드 보기
          </Button>
        ) : null}
        {code !== task.starter ? (
          <Button size="sm" variant="link" onClick={() => setCode(task.starter)}>
            처음 코드로
          </Button>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {verdict?.kind === 'pass' ? <p className="dodam-md-task-result text-success-emphasis mb-0">맞았어요! 기대한 출력이 나왔어요.</p> : null}
        {verdict?.kind === 'fail' ? (
          <div className="dodam-md-task-result text-danger-emphasis">
            <p className="mb-1">아직 달라요.{verdict.inputs.length ? ` (입력: ${verdict.inputs.join(', ')})` : ''}</p>
            <div className="dodam-md-task-compare">
              <div>
                <span className="small">내 출력</span>
                <pre>{verdict.output || '(출력 없음)'}</pre>
              </div>
              <div>
                <span className="small">기대한 출력</span>
                <pre>{verdict.expected}</pre>
              </div>
            </div>
          </div>
        ) : null}
        {verdict?.kind === 'error' ? (
          <div className="dodam-md-task-result text-danger-emphasis">
            <p className="mb-1">실행 중에 오류가 났어요.</p>
            <pre>{`${verdict.output}${verdict.message}`}</pre>
          </div>
        ) : null}
      </div>
      {hints > 0 ? (
        <ol className="dodam-md-task-hints">
          {task.hints.slice(0, hints).map((h, i) => (
            <li key={i}>
              <InlineCode text={h} />
            </li>
          ))}
        </ol>
      ) : null}
      {showAnswer ? (
        <div>
          <p className="small mb-1">정답 코드 예시:</p>
          <pre className="dodam-md-task-answer">
            <code className="language-python">{task.answer}</code>
          </pre>
        </div>
      ) : null}
    </section>
  );
}
