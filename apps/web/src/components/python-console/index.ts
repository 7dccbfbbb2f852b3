// The one view of a Python run (editor + input chips + Run/Stop, and console + error explanation),
// driven by the one runner hook `useCodeRunner` from '@/python'.
export { RunnerEditor, RunnerResults, type RunnerEditorProps, type RunnerResultsProps } from './runner-parts';
export { TraceView, type TraceViewProps } from './trace-view';
export { TraceModal, type TraceTarget } from './trace-modal';
