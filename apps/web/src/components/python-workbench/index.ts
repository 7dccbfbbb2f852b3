export { PythonWorkbench, type PythonWorkbenchHandle, type PythonWorkbenchProps } from './python-workbench';
export { completeRun, type CompletedRun } from './completed-run';
export { PythonConsole, type PythonConsoleProps } from './python-console';
export { InputChips, type InputChipsProps } from './input-chips';
export { ErrorExplanation } from './error-explanation';
export { RuntimeBadge, runtimeDisplay, type RuntimeDisplay } from './runtime-badge';
