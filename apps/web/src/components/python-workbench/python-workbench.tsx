// The reusable Python panel of the practice, evaluation, tutor and playground screens: editor,
// input chips, run/stop, console and the Korean explanation of errors.
import { Suspense, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  allInputsFilled,
  buildNumHeader,
  isBlankCode,
  missingInputsMessage,
  nextInputValues,
  type PythonErrorExplanation,
} from '@dodam/contracts';
import { CodeEditor, EDITOR_HELP } from '@/components/code-editor';
import { PlayIcon, StopIcon } from '@/components/ui/icons';
import { DEFAULT_TIME_LIMIT_MS, preloadPython, usePythonRun, usePythonRuntime } from '@/python';
import { completeRun, type CompletedRun } from './completed-run';
import { ErrorExplanation } from './error-explanation';
import { InputChips } from './input-chips';
import { PythonConsole } from './python-console';
import { RuntimeBadge, runtimeDisplay } from './runtime-badge';
import './python-workbench.css';

export interface PythonWorkbenchHandle {
  run: () => void;
  stop: () => void;
  /** Replace the code (e.g. load an example). */
  setCode: (code: string) => void;
  focusEditor: () => void;
}

export interface PythonWorkbenchProps {
  /** Initial code when uncontrolled. */
  defaultCode?: string;
  /** Controlled code (use with onCodeChange). */
  code?: string;
  onCodeChange?: (code: string) => void;
  /**
   * 'auto' (default): chips for up-front values, and when the page is cross-origin isolated, values
   * left empty are typed in the console while the program runs. 'chips': the specified behaviour
   * only: every value must be entered before a run.
   */
  inputMode?: 'auto' | 'chips';
  /** Default 10 s. */
  timeLimitMs?: number;
  /** Editor height in px (default 150, spec). */
  editorHeight?: number;
  editorLabel?: string;
  runLabel?: string;
  /** Console above the editor (tutor screens: results with the editor below). */
  consoleFirst?: boolean;
  /** Disable running (e.g. while a tutor request is in flight). */
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  onRunStart?: (run: { code: string; inputs: string[] }) => void;
  onRunComplete?: (run: CompletedRun) => void;
  /** Extra buttons placed after Run/Stop (e.g. '제출'). */
  toolbarExtra?: ReactNode;
  className?: string;
  /** Imperative control (React 19 ref prop). */
  ref?: Ref<PythonWorkbenchHandle>;
}




export function PythonWorkbench({
  defaultCode = '',
  code: controlledCode,
  onCodeChange,
  inputMode = 'auto',
  timeLimitMs = DEFAULT_TIME_LIMIT_MS,
  editorHeight = 150,
  editorLabel = '파이썬 코드 편집기',
  runLabel = '실행',
  consoleFirst = false,
  disabled = false,
  readOnly = false,
  placeholder = '여기에 파이썬 코드를 입력하세요',
  onRunStart,
  onRunComplete,
  toolbarExtra,
  className,
  ref,
}: PythonWorkbenchProps) {
  const [ownCode, setOwnCode] = useState(defaultCode);
  const code = controlledCode ?? ownCode;
  const runtime = usePythonRuntime();
  const session = usePythonRun();
  const [values, setValues] = useState<readonly string[]>(() => nextInputValues('', code, []));
  const [valuesCode, setValuesCode] = useState(code);
  const [alert, setAlert] = useState<string | null>(null);
  const [explanation, setExplanation] = useState<PythonErrorExplanation | null>(null);
  const helpId = useId();

  // The reset rules follow every change of the code, wherever it comes from (typing, an example
  // loaded by the parent): derived during render, as React recommends for state that depends on props.
  if (valuesCode !== code) {
    setValuesCode(code);
    setValues(nextInputValues(valuesCode, code, values));
  }

  useEffect(() => {
    preloadPython();
  }, []);

  const setCode = useCallback(
    (next: string) => {
      if (controlledCode === undefined) setOwnCode(next);
      onCodeChange?.(next);
    },
    [controlledCode, onCodeChange],
  );

  const busy = session.phase !== 'idle';
  const interactive = inputMode === 'auto' && runtime.interactiveAvailable;

  const run = useCallback(async () => {
    if (disabled || busy) return;
    if (isBlankCode(code)) return; // spec: a run of blank code is ignored
    if (!interactive && !allInputsFilled(values)) {
      setAlert(missingInputsMessage(values));
      return;
    }
    setAlert(null);
    setExplanation(null);
    const inputs = [...values];
    onRunStart?.({ code, inputs });
    const result = await session.run(code, {
      inputs: inputs.map((v) => (v === '' ? null : v)),
      interactive,
      timeLimitMs,
      header: buildNumHeader(code, inputs),
    });
    if (!result) return;
    const completed = completeRun(code, inputs, result, timeLimitMs);
    setExplanation(completed.explanation);
    onRunComplete?.(completed);
  }, [disabled, busy, code, interactive, values, onRunStart, session, timeLimitMs, onRunComplete]);

  // Stable callback for the editor's Ctrl+Enter and the chips' Enter, calling the latest run().
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);
  const triggerRun = useCallback(() => void runRef.current(), []);

  useImperativeHandle(
    ref,
    () => ({
      run: triggerRun,
      stop: session.stop,
      setCode,
      focusEditor: () => document.querySelector<HTMLElement>(`[aria-describedby="${helpId}"]`)?.focus(),
    }),
    [triggerRun, session.stop, setCode, helpId],
  );

  const display = runtimeDisplay(runtime, session.phase, session.result?.interrupted === true);
  const result = session.result;

  const editor = (
    <div>
      <Suspense fallback={<pre className="dodam-wb-editor-fallback" style={{ height: editorHeight }}>{code || '편집기를 불러오는 중…'}</pre>}>
        <CodeEditor
          value={code}
          onChange={setCode}
          onRun={triggerRun}
          ariaLabel={editorLabel}
          ariaDescribedBy={helpId}
          height={editorHeight}
          readOnly={readOnly}
          placeholder={placeholder}
        />
      </Suspense>
      <div id={helpId} className="form-text">
        {EDITOR_HELP}
      </div>
    </div>
  );

  const consoleBlock = (
    <div className="d-flex flex-column gap-2">
      <PythonConsole segments={session.segments} prompt={session.prompt} onSubmitLine={session.sendInput} />
      <div className="visually-hidden" role="status" aria-live="polite">
        {result ? (result.success ? '실행이 끝났습니다.' : result.interrupted ? '실행이 중지되었습니다.' : '실행 중 오류가 발생했습니다.') : ''}
      </div>
      {result && !busy ? (
        <div className="dodam-wb-result-meta">
          {result.success ? '실행 완료' : result.timedOut ? '시간 초과' : result.interrupted ? '중지됨' : '오류'} · {Math.round(result.durationMs)}ms
        </div>
      ) : null}
      {explanation && !busy ? <ErrorExplanation explanation={explanation} /> : null}
    </div>
  );

  return (
    <section className={`dodam-wb${className ? ` ${className}` : ''}`} aria-label="파이썬 실행기" data-phase={session.phase}>
      {consoleFirst ? consoleBlock : null}
      {editor}
      {values.length > 0 ? (
        <InputChips
          values={values}
          onChange={(index, value) => {
            setValues((prev) => prev.map((v, i) => (i === index ? value : v)));
            setAlert(null);
          }}
          onSubmit={triggerRun}
          disabled={busy || readOnly}
          hint={interactive ? '비워 둔 값은 실행 중에 결과 창에서 직접 입력할 수 있어요.' : '프로그램의 input() 순서대로 값을 모두 입력한 뒤 실행하세요.'}
        />
      ) : null}
      {alert ? (
        <Alert variant="warning" className="mb-0 py-2" role="alert" onClose={() => setAlert(null)} dismissible>
          {alert}
        </Alert>
      ) : null}
      <div className="dodam-wb-toolbar">
        <Button variant="primary" onClick={triggerRun} disabled={disabled || busy || runtime.status === 'error'} className="d-inline-flex align-items-center gap-1">
          <PlayIcon />
          {runLabel}
        </Button>
        <Button
          variant="outline-danger"
          onClick={session.stop}
          disabled={!busy || session.phase === 'stopping'}
          className="d-inline-flex align-items-center gap-1"
        >
          <StopIcon />
          중지
        </Button>
        {toolbarExtra}
        <span className="ms-auto">
          <RuntimeBadge display={display} version={runtime.pythonVersion} bootMs={runtime.bootMs} />
        </span>
      </div>
      {runtime.status === 'error' ? (
        <Alert variant="danger" className="mb-0 py-2">
          파이썬을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.
        </Alert>
      ) : null}
      {consoleFirst ? null : consoleBlock}
    </section>
  );
}
