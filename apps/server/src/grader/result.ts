// Pure pieces of a run: the job sent to the worker, output capture with a byte cap, and the verdict.
import type { RunStatus } from './types.js';

/** input() lines as the program's stdin: joined by '\n' with a final newline; nothing for no lines. */
export function encodeStdin(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** The single job a warm worker reads: "JOB <cpu seconds> <code bytes>\n", the code, then the stdin. */
export function encodeJob(code: string, stdinLines: readonly string[], timeLimitMs: number): Buffer {
  const source = Buffer.from(code, 'utf8');
  const cpuSeconds = Math.max(1, Math.ceil(timeLimitMs / 1000));
  return Buffer.concat([
    Buffer.from(`JOB ${cpuSeconds} ${source.length}\n`, 'ascii'),
    source,
    Buffer.from(encodeStdin(stdinLines), 'utf8'),
  ]);
}

/**
 * A batch job: "BATCH <cpu seconds> <time limit ms> <output limit> <cases> <code bytes>[ <check bytes>]\n",
 * the code, the check program (when given: run after the tests as one more case, with empty stdin),
 * then per case "<stdin bytes>\n" and the stdin.
 */
export function encodeBatch(code: string, stdins: readonly (readonly string[])[], timeLimitMs: number, outputLimitBytes: number, check?: string): Buffer {
  const source = Buffer.from(code, 'utf8');
  const checkSource = Buffer.from(check ?? '', 'utf8');
  const cpuSeconds = Math.max(1, Math.ceil(timeLimitMs / 1000));
  const header = `BATCH ${cpuSeconds} ${Math.round(timeLimitMs)} ${outputLimitBytes} ${stdins.length} ${source.length}${checkSource.length ? ` ${checkSource.length}` : ''}\n`;
  const parts = [Buffer.from(header, 'ascii'), source, checkSource];
  for (const lines of stdins) {
    const stdin = Buffer.from(encodeStdin(lines), 'utf8');
    parts.push(Buffer.from(`${stdin.length}\n`, 'ascii'), stdin);
  }
  return Buffer.concat(parts);
}

/** One test's report from the batch bootstrap. */
export interface BatchFrame {
  index: number;
  exitCode: number;
  /** Signal number that ended the test's process; 0 for none. */
  signal: number;
  /** 'n': ran to its end, 't': stopped at the time limit, 'o': stopped for too much output. */
  stop: 'n' | 't' | 'o';
  durationMs: number;
  stdout: Buffer;
  stderr: Buffer;
}

/** After the NUL byte that starts every frame. */
const FRAME_HEADER = /^CASE (\d+) (-?\d+) (\d+) ([nto]) (\d+) (\d+) (\d+)\n/;

/** Complete frames in the batch output, by test index; a cut or malformed tail is ignored. */
export function parseBatchFrames(bytes: Buffer, count: number): Map<number, BatchFrame> {
  const frames = new Map<number, BatchFrame>();
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf(10, at);
    if (end < 0) break;
    const match = bytes[at] === 0 ? FRAME_HEADER.exec(bytes.subarray(at + 1, end + 1).toString('latin1')) : null;
    if (!match) break;
    const [, index, exitCode, signal, , ms, outLength, errLength] = match.map(Number);
    const bodyStart = end + 1;
    const bodyEnd = bodyStart + (outLength ?? 0) + (errLength ?? 0);
    if (bodyEnd > bytes.length || index === undefined || index >= count) break;
    frames.set(index, {
      index,
      exitCode: exitCode ?? -1,
      signal: signal ?? 0,
      stop: match[4] as 'n' | 't' | 'o',
      durationMs: ms ?? 0,
      stdout: bytes.subarray(bodyStart, bodyStart + (outLength ?? 0)),
      stderr: bytes.subarray(bodyStart + (outLength ?? 0), bodyEnd),
    });
    at = bodyEnd;
  }
  return frames;
}

/** Collects a stream up to a byte limit; remembers whether anything was cut. */
export class CappedBuffer {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  overflowed = false;

  constructor(private readonly limit: number) {}

  /** Returns false once the limit has been passed. */
  push(chunk: Buffer): boolean {
    if (this.overflowed) return false;
    const room = this.limit - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limit;
      this.overflowed = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  text(): string {
    return decodeUtf8Prefix(Buffer.concat(this.chunks), this.overflowed);
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Decodes UTF-8; when the bytes were cut, drops a trailing partial character instead of showing U+FFFD. */
export function decodeUtf8Prefix(bytes: Buffer, cut: boolean): string {
  let end = bytes.length;
  if (cut) {
    let back = 0;
    while (back < 4 && end - back - 1 >= 0 && ((bytes[end - back - 1] ?? 0) & 0xc0) === 0x80) back += 1;
    const lead = bytes[end - back - 1];
    if (lead !== undefined && lead >= 0xc0) {
      const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
      if (back + 1 < need) end = end - back - 1;
    }
  }
  return bytes.subarray(0, end).toString('utf8');
}

export type StopReason = 'timeout' | 'output' | 'closed' | null;

export interface ExitFacts {
  stoppedFor: StopReason;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

const MEMORY_ERROR_TAIL = /(?:^|\n)MemoryError(?::[^\n]*)?\s*$/;

/** The verdict of a finished process. */
export function classifyExit(facts: ExitFacts): RunStatus {
  if (facts.stoppedFor === 'output') return 'output_limit';
  if (facts.stoppedFor === 'timeout') return 'timeout';
  if (facts.stoppedFor === 'closed') return 'killed';
  if (facts.signal === 'SIGXCPU') return 'timeout'; // RLIMIT_CPU, the kernel-side backstop of the time limit
  if (MEMORY_ERROR_TAIL.test(facts.stderr)) return 'memory';
  if (facts.signal !== null) return 'killed';
  if (facts.exitCode === 0) return 'ok';
  return 'error';
}

export interface MessageContext {
  timeLimitMs: number;
  memoryLimitMb: number;
  outputLimitBytes: number;
  signal: NodeJS.Signals | null;
  stoppedFor: StopReason;
}

/** Korean explanation shown next to the output when the program did not simply finish or raise. */
export function statusMessage(status: RunStatus, ctx: MessageContext): string | null {
  switch (status) {
    case 'timeout':
      return `실행 시간 제한(${formatSeconds(ctx.timeLimitMs)}초)을 넘어 실행을 멈췄습니다. 끝나지 않는 반복문이나 너무 오래 걸리는 계산이 없는지 확인하세요.`;
    case 'memory':
      return `메모리 제한(${ctx.memoryLimitMb}MB)을 넘었습니다. 너무 큰 리스트나 문자열을 만들고 있지 않은지 확인하세요.`;
    case 'output_limit':
      return `출력이 너무 많아(${Math.round(ctx.outputLimitBytes / 1024)}KB 초과) 실행을 멈췄습니다. print가 끝없이 반복되지 않는지 확인하세요.`;
    case 'killed':
      if (ctx.stoppedFor === 'closed') return '서버가 종료되어 실행이 중단되었습니다. 다시 실행해 보세요.';
      return ctx.signal === 'SIGSEGV'
        ? '프로그램이 비정상적으로 종료되었습니다(SIGSEGV). 재귀 호출이 너무 깊지 않은지 확인하세요.'
        : `프로그램이 비정상적으로 종료되었습니다${ctx.signal ? `(${ctx.signal})` : ''}.`;
    default:
      return null;
  }
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
}

/** First `max` characters, marked when cut. */
export function headText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n…`;
}

/** Last `max` characters, marked when cut (the end of a traceback holds the error message). */
export function tailText(text: string, max: number): string {
  return text.length <= max ? text : `…\n${text.slice(text.length - max)}`;
}
