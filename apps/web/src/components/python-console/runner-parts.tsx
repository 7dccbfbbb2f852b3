// The two halves of the one Python runner view: the editor with input chips and the Run/Stop
// toolbar, and the results (console, run status, Korean error explanation).
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { CodeEditor, EDITOR_HELP, EDITOR_HELP_SHORT } from '@/components/code-editor';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { PlayIcon, StopIcon } from '@/components/ui/icons';
import type { CodeRunner } from '@/python';
import { ErrorExplanation } from './error-explanation';
import { InputChips } from './input-chips';
import { PythonConsole } from './python-console';
import { RuntimeBadge, runtimeDisplay } from './runtime-badge';
import './python-console.css';

export interface RunnerEditorProps {
  runner: CodeRunner;
  /** Default 150 px (spec); 'fill' lets the surrounding layout size the editor (CodeEditor). */
  height?: number | 'fill';
  label?: string;
  runLabel?: string;
  /** Extra buttons after Run/Stop (e.g. '제출하기'). */
  toolbarExtra?: ReactNode;
  /** A status line (e.g. the draft's 자동 저장됨) shown on one row with the Python runtime badge. */
  status?: ReactNode;
  disabled?: boolean;
}

export function RunnerEditor({ runner, height = 150, label = '파이썬 코드 편집기', runLabel = '실행', toolbarExtra, status, disabled = false }: RunnerEditorProps) {
  const helpId = useId();
  const display = runtimeDisplay(runner.runtime, runner.session.phase, runner.session.result?.interrupted === true);
  const runRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  // Keyboard flow: a run started from Run moves focus to Stop (the only useful action while it
  // runs), and when the run ends focus comes back to Run. Focus elsewhere (the editor after
  // Ctrl+Enter, the console during input()) is left alone.
  useEffect(() => {
    const active = document.activeElement;
    if (runner.busy && active === runRef.current) stopRef.current?.focus();
    else if (!runner.busy && active === stopRef.current) runRef.current?.focus();
  }, [runner.busy]);
  const badge = <RuntimeBadge display={display} version={runner.runtime.pythonVersion} bootMs={runner.runtime.bootMs} />;
  return (
    <div className="dodam-wb">
      <div className="dodam-wb-editor">
        <Suspense
          fallback={
            <pre className={`dodam-wb-editor-fallback${height === 'fill' ? ' dodam-code-editor is-fill' : ''}`} style={height === 'fill' ? undefined : { height }}>
              {runner.code || '편집기를 불러오는 중…'}
            </pre>
          }
        >
          <CodeEditor value={runner.code} onChange={runner.setCode} onRun={runner.run} ariaLabel={label} ariaDescribedBy={helpId} height={height} placeholder="여기에 파이썬 코드를 입력하세요" />
        </Suspense>
        <div className="form-text">
          {/* Layouts short of height show the short line on screen (python-console.css); the full help is the description either way. */}
          <span id={helpId} className="dodam-wb-help">
            {EDITOR_HELP}
          </span>
          <span className="dodam-wb-help-short" aria-hidden="true">
            {EDITOR_HELP_SHORT}
          </span>
        </div>
      </div>
      {runner.values.length > 0 ? (
        <InputChips
          values={runner.values}
          onChange={runner.setValue}
          onSubmit={runner.run}
          disabled={runner.busy}
          hint={runner.interactive ? '비워 둔 값은 실행 중에 결과 창에서 직접 입력할 수 있어요.' : '프로그램의 input() 순서대로 값을 모두 입력한 뒤 실행하세요.'}
        />
      ) : null}
      {runner.alert ? (
        <Alert variant="warning" className="mb-0 py-2" role="alert" onClose={runner.dismissAlert} dismissible>
          {runner.alert}
        </Alert>
      ) : null}
      <div className="dodam-wb-toolbar">
        <FocusSafeButton ref={runRef} variant="primary" onClick={runner.run} inactive={disabled || runner.busy || runner.runtime.status === 'error'} className="d-inline-flex align-items-center gap-1">
          <PlayIcon />
          {runLabel}
        </FocusSafeButton>
        <FocusSafeButton ref={stopRef} variant="outline-danger" onClick={runner.stop} inactive={!runner.busy || runner.session.phase === 'stopping'} className="d-inline-flex align-items-center gap-1">
          <StopIcon />
          중지
        </FocusSafeButton>
        {toolbarExtra}
        {status ? null : <span className="ms-auto">{badge}</span>}
      </div>
      {status ? (
        <div className="dodam-wb-statusbar">
          {status}
          <span className="ms-auto">{badge}</span>
        </div>
      ) : null}
      {runner.runtime.status === 'error' ? (
        <Alert variant="danger" className="mb-0 py-2">
          파이썬을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.
        </Alert>
      ) : null}
    </div>
  );
}

export interface RunnerResultsProps {
  runner: CodeRunner;
  emptyText?: string;
  label?: string;
  maxHeight?: number;
}

export function RunnerResults({ runner, emptyText, label = '실행 결과', maxHeight = 360 }: RunnerResultsProps) {
  const { session, explanation, busy } = runner;
  const result = session.result;
  // On a phone the results sit under the editor, below the fold: a run that just finished showed
  // nothing the student could see. Bring them into view then — only when their top is off screen
  // (a desktop pane never moves) and only on busy → done (an old result on arrival does not scroll).
  const boxRef = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const box = boxRef.current;
    if (wasBusy.current && !busy && box && box.getBoundingClientRect().top > window.innerHeight * 0.8) box.scrollIntoView({ block: 'start' });
    wasBusy.current = busy;
  }, [busy]);
  return (
    <div className="dodam-wb dodam-wb-results" ref={boxRef}>
      <PythonConsole segments={session.segments} prompt={session.prompt} onSubmitLine={session.sendInput} emptyText={emptyText} label={label} maxHeight={maxHeight} />
      <div className="visually-hidden" role="status" aria-live="polite">
        {busy ? '실행 중입니다.' : result ? (result.success ? '실행이 끝났습니다.' : result.interrupted ? '실행이 중지되었습니다.' : '실행 중 오류가 발생했습니다.') : ''}
      </div>
      {result && !busy ? (
        <div className="dodam-wb-result-meta">
          {result.success ? '실행 완료' : result.timedOut ? '시간 초과' : result.interrupted ? '중지됨' : '오류'} · {Math.round(result.durationMs)}ms
        </div>
      ) : null}
      {explanation && !busy ? <ErrorExplanation explanation={explanation} /> : null}
    </div>
  );
}
