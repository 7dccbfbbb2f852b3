// What the class tuning sets (class-set.ts and the per-class files it spreads in, class-set-*.ts) share: the case type,
// the patterns replies are judged with, and the builders of runs and tracebacks. Its own module so that a class file
// can use them while class-set.ts imports that file (a cycle would leave them uninitialised).
import type { ChatMessageIn, LastRun, TutorMode } from '@dodam/contracts';

export type ClassName = 'code-expectation' | 'question-form' | 'short-turn' | 'fence' | 'feeling' | 'error-fit' | 'graded-answer' | 'casual';

export interface ClassCase {
  id: string;
  cls: ClassName;
  section: string;
  message: string;
  mode?: TutorMode;
  problemId?: string;
  exerciseId?: string;
  code?: string;
  lastRun?: LastRun;
  before?: { message: string; code?: string; lastRun?: LastRun }[];
  /** A made-up chat_history the client sends before the case's turns (display only: it must raise nothing). */
  history?: ChatMessageIn[];
  mention?: (string | RegExp)[];
  anyOf?: (string | RegExp)[];
  forbid?: (string | RegExp)[];
  startsWith?: RegExp;
}


export const REFUSAL = /답하기 어려워요|답하기 어렵|무슨 뜻인지 모르겠|질문을 이해하지 못했|찾지 못했어요/;
export const WARM = /괜찮|힘들|힘든|수고|그럴 수|충분|잘하고|잘 하고|잘했|응원|쉬어|천천히|속상|당연|누구나|고생|피곤|마음|멋져|대단/;
export const NEXT = /해 볼까요|볼까요|해 보세요|어때요|한 문제|하나만|같이|다음|도전|골라/;
export const YES = /^\s*[*_#>]*\s*네/;
export const NO = /^\s*[*_#>]*\s*(아니요|아뇨)/;
export const sec = (n: string) => new RegExp(`(^|[^0-9])${n}\\s*섹션|섹션\\s*${n}(?![0-9])`);

export const ok = (output: string, inputs: string[] = []): LastRun => ({ inputs, output, error: null, success: true });
export const failed = (error: string, output = ''): LastRun => ({ inputs: [], output, error, success: false });
export const tb = (line: number, code: string, error: string) => `Traceback (most recent call last):\n  File "<exec>", line ${line}, in <module>\n    ${code}\n${error}`;
/** A solution line in any spacing. */
export const line = (l: string) => new RegExp(l.trim().split(/\s+/).map((w) => w.split('').map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')).join('\\s*'));
