// Unified-history entries for a code run (spec section 4 "Unified history"): the student's entry
// 'code execution' with the code as a Python block, and the assistant's 'execution result' (or
// 'execution error' on failure, 'execution stopped' when the student pressed Stop) with the output.

export type UnifiedHistoryRole = 'user' | 'assistant';
export type UnifiedHistoryType = 'chat' | 'code_execution' | 'code_result';

export interface UnifiedHistoryEntry {
  role: UnifiedHistoryRole;
  content: string;
  /** ISO 8601 time of the entry. */
  timestamp: string;
  type: UnifiedHistoryType;
}

export const CODE_RUN_LABELS = {
  execution: '코드 실행',
  result: '실행 결과',
  error: '실행 오류',
  /** The student pressed Stop: its own kind of run, neither a result nor an error. */
  stopped: '실행 중지',
} as const;

// A fence longer than any backtick run inside the text, so code containing ``` stays one block.
function fence(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function block(text: string, language = ''): string {
  const f = fence(text);
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return `${f}${language}\n${body}${f}`;
}

export interface CodeRunForHistory {
  code: string;
  /** Output followed by the error text, as shown to the student. */
  output: string;
  isError: boolean;
  /** The student stopped the run (Stop button): recorded as '실행 중지', never as an error. */
  stopped?: boolean;
  /** Defaults to now. */
  timestamp?: Date | string;
}

/** The two history entries a code run adds: [code execution, execution result | execution error | execution stopped]. */
export function buildCodeRunHistory(run: CodeRunForHistory): [UnifiedHistoryEntry, UnifiedHistoryEntry] {
  const timestamp =
    run.timestamp === undefined
      ? new Date().toISOString()
      : typeof run.timestamp === 'string'
        ? run.timestamp
        : run.timestamp.toISOString();
  const label = run.stopped ? CODE_RUN_LABELS.stopped : run.isError ? CODE_RUN_LABELS.error : CODE_RUN_LABELS.result;
  const output = run.output === '' ? '(출력 없음)' : run.output;
  return [
    { role: 'user', content: `${CODE_RUN_LABELS.execution}:\n${block(run.code, 'python')}`, timestamp, type: 'code_execution' },
    { role: 'assistant', content: `${label}:\n${block(output)}`, timestamp, type: 'code_result' },
  ];
}
