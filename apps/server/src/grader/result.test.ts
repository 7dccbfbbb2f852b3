import { describe, expect, it } from 'vitest';
import { CappedBuffer, classifyExit, decodeUtf8Prefix, encodeBatch, encodeJob, encodeStdin, headText, parseBatchFrames, statusMessage, tailText } from './result.js';

describe('encodeStdin / encodeJob', () => {
  it('joins input lines with a final newline, nothing for no lines', () => {
    expect(encodeStdin(['3', '4'])).toBe('3\n4\n');
    expect(encodeStdin([''])).toBe('\n');
    expect(encodeStdin([])).toBe('');
  });

  it('frames the code by its byte length and rounds the CPU limit up to whole seconds', () => {
    const job = encodeJob('print("가")', ['1'], 1500).toString('utf8');
    expect(job).toBe(`JOB 2 ${Buffer.byteLength('print("가")')}\nprint("가")1\n`);
    expect(encodeJob('', [], 100).toString()).toBe('JOB 1 0\n');
  });
});

describe('CappedBuffer', () => {
  it('keeps up to the limit and reports the overflow', () => {
    const buf = new CappedBuffer(5);
    expect(buf.push(Buffer.from('abc'))).toBe(true);
    expect(buf.push(Buffer.from('def'))).toBe(false);
    expect(buf.overflowed).toBe(true);
    expect(buf.text()).toBe('abcde');
    expect(buf.push(Buffer.from('g'))).toBe(false);
  });

  it('never ends a cut text in half a character', () => {
    const buf = new CappedBuffer(4);
    buf.push(Buffer.from('a도담'));
    expect(buf.text()).toBe('a도');
    expect(decodeUtf8Prefix(Buffer.from('도담').subarray(0, 5), true)).toBe('도');
    expect(decodeUtf8Prefix(Buffer.from('도담'), true)).toBe('도담');
  });
});

describe('classifyExit', () => {
  const base = { stoppedFor: null, exitCode: 0, signal: null, stderr: '' } as const;

  it('maps the ways a process ends to verdicts', () => {
    expect(classifyExit(base)).toBe('ok');
    expect(classifyExit({ ...base, exitCode: 1, stderr: 'Traceback...\nValueError: x\n' })).toBe('error');
    expect(classifyExit({ ...base, exitCode: 1, stderr: 'Traceback...\nMemoryError\n' })).toBe('memory');
    expect(classifyExit({ ...base, exitCode: null, signal: 'SIGXCPU' })).toBe('timeout');
    expect(classifyExit({ ...base, exitCode: null, signal: 'SIGSEGV' })).toBe('killed');
    expect(classifyExit({ ...base, stoppedFor: 'timeout', exitCode: null, signal: 'SIGKILL' })).toBe('timeout');
    expect(classifyExit({ ...base, stoppedFor: 'output', exitCode: null, signal: 'SIGKILL' })).toBe('output_limit');
    expect(classifyExit({ ...base, stoppedFor: 'closed', exitCode: null, signal: 'SIGKILL' })).toBe('killed');
  });

  it('does not read a MemoryError mentioned mid-output as a memory verdict', () => {
    expect(classifyExit({ ...base, exitCode: 1, stderr: 'MemoryError\nTraceback...\nKeyError: 1\n' })).toBe('error');
  });
});

describe('messages and short texts', () => {
  const ctx = { timeLimitMs: 1500, memoryLimitMb: 256, outputLimitBytes: 65536, signal: null, stoppedFor: null } as const;

  it('explains the non-error verdicts in Korean', () => {
    expect(statusMessage('ok', ctx)).toBeNull();
    expect(statusMessage('error', ctx)).toBeNull();
    expect(statusMessage('timeout', ctx)).toContain('1.5초');
    expect(statusMessage('memory', ctx)).toContain('256MB');
    expect(statusMessage('output_limit', ctx)).toContain('64KB');
    expect(statusMessage('killed', { ...ctx, signal: 'SIGSEGV' })).toContain('재귀');
    expect(statusMessage('killed', { ...ctx, stoppedFor: 'closed' })).toContain('서버가 종료');
  });

  it('cuts heads and tails with a marker', () => {
    expect(headText('abcdef', 3)).toBe('abc\n…');
    expect(tailText('abcdef', 3)).toBe('…\ndef');
    expect(headText('ab', 3)).toBe('ab');
  });
});

describe('batch jobs', () => {
  it('encodes the code once and each stdin with its byte length', () => {
    expect(encodeBatch('print(1)', [['하늘'], []], 1500, 100).toString('utf8')).toBe('BATCH 2 1500 100 2 8\nprint(1)7\n하늘\n0\n');
  });

  it('parses complete frames by index and ignores a cut or malformed tail', () => {
    const frame = (head: string, out: string, err: string) => Buffer.concat([Buffer.from(`\u0000${head}\n`, 'latin1'), Buffer.from(out), Buffer.from(err)]);
    const bytes = Buffer.concat([frame('CASE 0 0 0 n 12 3 0', 'ok\n', ''), frame('CASE 1 -1 11 n 5 0 4', '', 'boom'), frame('CASE 2 0 0 t 9 10 0', 'cut', '')]);
    const frames = parseBatchFrames(bytes, 3);
    expect([...frames.keys()]).toEqual([0, 1]);
    expect(frames.get(0)).toMatchObject({ exitCode: 0, signal: 0, stop: 'n', durationMs: 12 });
    expect(frames.get(0)?.stdout.toString()).toBe('ok\n');
    expect(frames.get(1)).toMatchObject({ exitCode: -1, signal: 11 });
    expect(frames.get(1)?.stderr.toString()).toBe('boom');
    expect(parseBatchFrames(Buffer.from('garbage\n'), 1).size).toBe(0);
    expect(parseBatchFrames(frame('CASE 5 0 0 n 1 0 0', '', ''), 2).size).toBe(0);
  });
});
