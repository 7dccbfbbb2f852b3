export { useCodeRunner, type CodeRunner, type CodeRunnerOptions } from './use-code-runner';
export { RunnerEditor, RunnerResults, type RunnerEditorProps, type RunnerResultsProps } from './runner-parts';
export { fillInputs, refillAfterReset } from './fill-inputs';
