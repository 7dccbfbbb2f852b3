// Reading a Python traceback as printed by CPython 3.11 (the server grader) or by Pyodide 3.14 (the
// browser): the final exception line, and the line of the student's file it points at.

export interface ParsedTraceback {
  /** Exception class name without module, e.g. 'NameError'. */
  type: string;
  /** Text after 'Type: ', '' when none (e.g. KeyboardInterrupt). */
  message: string;
  /** 1-based line in the student's program, when the traceback names one. */
  line?: number;
  /** The source line the traceback shows for that frame (trimmed). */
  sourceLine?: string;
  /** 0-based column of the first caret (^) under that trimmed line, when shown. */
  caretColumn?: number;
}

const FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in .+)?$/;
const EXCEPTION_LINE = /^([A-Za-z_][\w.]*)(?::\s?(.*))?$/;
// Names that are exceptions though they do not end in Error (BaseException subclasses students meet).
const EXCEPTION_NAMES = /(?:Error|Exception|Interrupt|Exit|Warning|StopIteration|StopAsyncIteration|GeneratorExit)$/;
// Frames that are not the student's code: the standard library, site-packages, frozen modules,
// our runner and the num1/num2 header.
const LIBRARY_FILE = /(?:^<frozen |\/lib\/python\d|site-packages|^<dodam-runner>$|^<header>$|^<string>$)/;

export interface ParseOptions {
  /** Lines prepended to the student's code before it ran (num1/num2 header); subtracted from line numbers. */
  headerLines?: number;
}

export function parseTraceback(text: string, options: ParseOptions = {}): ParsedTraceback | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let exceptionIndex = -1;
  let type = '';
  let message = '';
  for (let i = lines.length - 1; i >= 0; i--) {
    const raw = lines[i] as string;
    if (raw.trim() === '' || /^\s/.test(raw)) continue;
    const m = EXCEPTION_LINE.exec(raw);
    if (!m) continue;
    const name = (m[1] as string).split('.').pop() as string;
    if (!EXCEPTION_NAMES.test(name)) continue;
    exceptionIndex = i;
    type = name;
    message = (m[2] ?? '').trim();
    break;
  }
  if (exceptionIndex < 0) return null;

  const result: ParsedTraceback = { type, message };
  const headerLines = options.headerLines ?? 0;
  for (let i = exceptionIndex - 1; i >= 0; i--) {
    const m = FRAME.exec(lines[i] as string);
    if (!m || LIBRARY_FILE.test(m[1] as string)) continue;
    const line = Number(m[2]) - headerLines;
    if (line < 1) continue;
    result.line = line;
    const next = lines[i + 1];
    if (next !== undefined && /^\s{4,}\S/.test(next) && !FRAME.test(next) && !/^\s*[~^]+\s*$/.test(next)) {
      result.sourceLine = next.trim();
      const carets = lines[i + 2];
      // Only a syntax error's carets mark a column; runtime carets (~~^~~) underline an expression.
      if (/^(?:Syntax|Indentation|Tab)Error$/.test(type) && carets !== undefined && /^\s*\^+\s*$/.test(carets)) {
        const indent = (/^\s*/.exec(next) as RegExpExecArray)[0].length;
        result.caretColumn = Math.max(0, carets.indexOf('^') - indent);
      }
    }
    break;
  }
  return result;
}
