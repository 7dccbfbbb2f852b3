// The grader's sandbox without the HTTP app: verdicts, stdin, limits, isolation between runs, grading,
// the bounded queue and shutdown. Runs in the strongest mode this machine offers.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, SandboxBusyError, SandboxClosedError, SandboxUnavailableError, type Sandbox } from '../../src/grader/index.js';
import { describeResult, expectHealthy, isSandboxProcess, quietLogger, sandboxProcessIds, TEST_TIME_LIMIT_MS, waitFor } from './sandbox-helpers.js';

const isLinuxRoot = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/unshare');

let sandbox: Sandbox;

beforeAll(() => {
  sandbox = createSandbox({ logger: quietLogger, poolSize: 3 });
});

afterAll(async () => {
  await sandbox.close();
});

describe('running programs', () => {
  it.runIf(isLinuxRoot)('uses the isolated mode on Linux when the namespaces work', () => {
    expect(sandbox.mode).toBe('isolated');
    expect(sandbox.sandboxMode()).toBe('isolated');
    expect(sandbox.stats()).toMatchObject({ mode: 'isolated', available: true, poolSize: 3, queueLimit: 64 });
  });

  it('runs a beginner program with two inputs', async () => {
    const r = await sandbox.run({ code: 'a = int(input())\nb = int(input())\nprint(a + b)\n', stdin: ['3', '4'] });
    expect(r, describeResult(r)).toMatchObject({ success: true, status: 'ok', stdout: '7\n', stderr: '', exitCode: 0 });
    expect(r).toMatchObject({ timedOut: false, memoryExceeded: false, truncated: false, message: null });
    expect(r.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('handles Korean text in code, input and output, and prints input() prompts without echo', async () => {
    const r = await sandbox.run({ code: 'name = input("이름: ")\nprint(f"안녕, {name}!")\n', stdin: ['하늘'] });
    expect(r.stdout).toBe('이름: 안녕, 하늘!\n');
  });

  it('reports a runtime error with a traceback in the student’s file and line numbers only', async () => {
    const code = ['def divide(a, b):', '    return a / b', '', 'print("before")', 'divide(1, 0)', ''].join('\n');
    const r = await sandbox.run({ code });
    expect(r.status).toBe('error');
    expect(r.success).toBe(false);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe('before\n');
    expect(r.stderr).toContain('Traceback (most recent call last):');
    expect(r.stderr).toContain('File "main.py", line 5, in <module>');
    expect(r.stderr).toContain('File "main.py", line 2, in divide');
    expect(r.stderr).toContain('    return a / b');
    expect(r.stderr.trim().endsWith('ZeroDivisionError: division by zero')).toBe(true);
    expect(r.stderr).not.toContain('dodam-sandbox');
    expect(r.message).toBeNull();
  });

  it('reports a SyntaxError at the right line', async () => {
    const r = await sandbox.run({ code: 'print("ok")\nif True\n    print(1)\n' });
    expect(r.status).toBe('error');
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('File "main.py", line 2');
    expect(r.stderr).toContain('SyntaxError');
    expect(r.stderr).not.toContain('dodam-sandbox');
  });

  it('hides its own frames when the student catches nothing in nested calls through exec()', async () => {
    const r = await sandbox.run({ code: 'x = 1\nexec("y = undefined_name")\n' });
    expect(r.stderr).toContain('File "main.py", line 2, in <module>');
    expect(r.stderr).toContain("NameError: name 'undefined_name' is not defined");
    expect(r.stderr).not.toContain('dodam-sandbox');
  });

  it('maps sys.exit() like Python does', async () => {
    const [zero, three, text] = await Promise.all([
      sandbox.run({ code: 'import sys\nprint("a")\nsys.exit(0)\nprint("b")' }),
      sandbox.run({ code: 'import sys\nsys.exit(3)' }),
      sandbox.run({ code: 'raise SystemExit("잘가요")' }),
    ]);
    expect(zero).toMatchObject({ status: 'ok', stdout: 'a\n', exitCode: 0 });
    expect(three).toMatchObject({ status: 'error', exitCode: 3 });
    expect(text).toMatchObject({ status: 'error', exitCode: 1, stderr: '잘가요\n' });
  });
});

describe('stdin', () => {
  it('feeds the lines joined by newlines with a final newline, and nothing else', async () => {
    const r = await sandbox.run({ code: 'import sys\nprint(repr(sys.stdin.read()))', stdin: ['1', '둘', ''] });
    expect(r.stdout).toBe("'1\\n둘\\n\\n'\n");
  });

  it('gives an empty stdin for no lines', async () => {
    const r = await sandbox.run({ code: 'import sys\nprint(repr(sys.stdin.read()))' });
    expect(r.stdout).toBe("''\n");
  });

  it('raises EOFError when input() reads past the end (a normal error result)', async () => {
    const r = await sandbox.run({ code: 'a = input()\nprint(a)\nb = input()\nprint(b)', stdin: ['only'] });
    expect(r.status).toBe('error');
    expect(r.stdout).toBe('only\n');
    expect(r.stderr).toContain('File "main.py", line 3');
    expect(r.stderr).toContain('EOFError');
  });

  it('supports iterating over sys.stdin', async () => {
    const r = await sandbox.run({ code: 'import sys\nprint(sum(int(line) for line in sys.stdin))', stdin: ['1', '2', '3'] });
    expect(r.stdout).toBe('6\n');
  });
});

describe('limits', () => {
  it('stops an endless loop at the time limit and keeps the output printed before', async () => {
    const r = await sandbox.run({ code: 'print("start", flush=True)\nwhile True:\n    pass\n', timeLimitMs: TEST_TIME_LIMIT_MS });
    expect(r, describeResult(r)).toMatchObject({ status: 'timeout', timedOut: true, success: false, exitCode: null });
    expect(r.stdout).toBe('start\n');
    expect(r.message).toContain('실행 시간 제한(1.5초)');
  });

  it('stops time.sleep(60) at the time limit', async () => {
    const r = await sandbox.run({ code: 'import time\ntime.sleep(60)\nprint("woke")', timeLimitMs: TEST_TIME_LIMIT_MS });
    expect(r.status).toBe('timeout');
    expect(r.stdout).toBe('');
  });

  it('reports a memory bomb as memory', async () => {
    const r = await sandbox.run({ code: 'x = [0] * (10 ** 9)\nprint(len(x))' });
    expect(r, describeResult(r)).toMatchObject({ status: 'memory', memoryExceeded: true, success: false });
    expect(r.stderr).toContain('MemoryError');
    expect(r.message).toContain('메모리 제한(256MB)');
  });

  it('reports a slowly growing program as memory', async () => {
    const r = await sandbox.run({ code: 'chunks = []\nwhile True:\n    chunks.append(bytearray(10 ** 6))\n', timeLimitMs: 5000 });
    expect(r, describeResult(r)).toMatchObject({ status: 'memory', memoryExceeded: true });
  });

  it('cuts an output flood at the limit, flags it and stops the program', async () => {
    const r = await sandbox.run({ code: 'while True:\n    print("도담" * 50)\n', timeLimitMs: 5000 });
    expect(r, describeResult(r)).toMatchObject({ status: 'output_limit', truncated: true, success: false, exitCode: null });
    expect(Buffer.byteLength(r.stdout)).toBeLessThanOrEqual(65_536);
    expect(Buffer.byteLength(r.stdout)).toBeGreaterThan(65_000);
    expect(r.stdout).not.toContain('\uFFFD');
  });

  it('cuts an error-output flood too', async () => {
    const r = await sandbox.run({ code: 'import sys\nwhile True:\n    sys.stderr.write("x" * 1000)\n', timeLimitMs: 5000 });
    expect(r).toMatchObject({ status: 'output_limit', truncated: true });
  });
});

describe('isolation between runs', () => {
  it('keeps nothing from one run to the next: builtins, modules, files, environment, globals', async () => {
    const first = await sandbox.run({
      code: [
        'import builtins, os, sys, math',
        'open("leftover.txt", "w").write("secret")',
        'open("/tmp/leftover.txt", "w").write("secret")',
        'os.environ["LEFTOVER"] = "1"',
        'math.pi = 3',
        'sys.setrecursionlimit(50)',
        'builtins.leaked = "yes"',
        'builtins.int = str',
        'builtins.print = lambda *a, **k: None',
      ].join('\n'),
    });
    expect(first.status, describeResult(first)).toBe('ok');
    const second = await sandbox.run({
      code: [
        'import builtins, os, sys, math',
        'print(os.path.exists("leftover.txt"), os.path.exists("/tmp/leftover.txt"))',
        'print(os.environ.get("LEFTOVER"), math.pi, sys.getrecursionlimit())',
        'print(hasattr(builtins, "leaked"), int("5") + 1)',
      ].join('\n'),
    });
    expect(second.stdout, describeResult(second)).toBe('False False\nNone 3.141592653589793 1000\nFalse 6\n');
  });

  it('runs concurrent programs without mixing their input or output', async () => {
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sandbox.run({ code: 'n = int(input())\nprint(n * n)', stdin: [String(i)] })),
    );
    expect(runs.map((r) => r.stdout)).toEqual(Array.from({ length: 12 }, (_, i) => `${i * i}\n`));
  });
});

describe('grade()', () => {
  const tests = [
    { inputs: ['하늘', '8'], expected_output: '이름: 하늘\n나이: 8\n내년 나이: 9' },
    { inputs: ['민준', '12'], expected_output: '이름: 민준\n나이: 12\n내년 나이: 13' },
    { inputs: ['Lee', '0'], expected_output: '이름: Lee\n나이: 0\n내년 나이: 1' },
  ];

  it('passes a correct solution (output normalised: trailing spaces, final newline)', async () => {
    const code = 'name = input()\nage = int(input())\nprint("이름:", name, "  ")\nprint("나이:", age)\nprint("내년 나이:", age + 1)\n';
    const g = await sandbox.grade(code, tests, { timeLimitMs: TEST_TIME_LIMIT_MS });
    expect(g).toMatchObject({ passed: 3, total: 3, allPassed: true });
    expect(g.results.map((r) => [r.index, r.passed, r.status])).toEqual([
      [0, true, 'ok'],
      [1, true, 'ok'],
      [2, true, 'ok'],
    ]);
  });

  it('fails a wrong solution per test', async () => {
    const code = 'name = input()\nage = int(input())\nprint("이름:", name)\nprint("나이:", age)\nprint("내년 나이:", age + 1 if age else 0)\n';
    const g = await sandbox.grade(code, tests);
    expect(g).toMatchObject({ passed: 2, total: 3, allPassed: false });
    expect(g.results[2]).toMatchObject({ index: 2, passed: false, status: 'ok' });
    expect(g.results[2]?.stdout).toContain('내년 나이: 0');
  });

  it('fails a program that prints the right output and then crashes', async () => {
    const code = 'name = input()\nage = int(input())\nprint("이름:", name)\nprint("나이:", age)\nprint("내년 나이:", age + 1)\n1 / 0\n';
    const g = await sandbox.grade(code, tests.slice(0, 1));
    expect(g.results[0]).toMatchObject({ passed: false, status: 'error' });
    expect(g.results[0]?.stderr).toContain('ZeroDivisionError');
  });

  it('gives timeouts and errors their own verdicts and keeps per-test text short', async () => {
    const code = 'n = int(input())\nif n == 1:\n    while True: pass\nif n == 2:\n    print("x" * 5000)\n    raise ValueError("bad")\nprint(n)\n';
    const g = await sandbox.grade(
      code,
      [
        { inputs: ['1'], expected_output: '1' },
        { inputs: ['2'], expected_output: '2' },
        { inputs: ['3'], expected_output: '3' },
        { inputs: [], expected_output: '' },
      ],
      { timeLimitMs: TEST_TIME_LIMIT_MS },
    );
    expect(g.results.map((r) => r.status)).toEqual(['timeout', 'error', 'ok', 'error']);
    expect(g.results.map((r) => r.passed)).toEqual([false, false, true, false]);
    expect(g.results[1]?.stdout.length).toBeLessThanOrEqual(2048 + 2);
    expect(g.results[1]?.stderr).toContain('ValueError: bad');
    expect(g.results[0]?.message).toContain('시간 제한');
    expect(g.results[3]?.stderr).toContain('EOFError');
  });

  it('checks requirements about how a problem is solved on the syntax tree, in the same batch (issue 23)', async () => {
    const cases = [{ inputs: ['3 9 2'], expected_output: '9' }];
    const rules = [{ rule: 'forbid_call', name: 'max' }, { rule: 'require_loop', kind: 'for' }] as const;
    const uses = await sandbox.grade('print(max(int(x) for x in input().split()))\n', cases, { requirements: rules, example: ['1 2'] });
    expect(uses).toMatchObject({ passed: 1, allPassed: true, structure: { parsed: true, unmet: [rules[0], rules[1]] } });
    expect(uses.example?.stdout).toBe('2\n');
    const loop = 'best = None\nfor x in input().split():\n    if best is None or int(x) > best:\n        best = int(x)\nprint(best)\n';
    expect(await sandbox.grade(loop, cases, { requirements: rules })).toMatchObject({ allPassed: true, structure: { parsed: true, unmet: [] } });
    // A program that hijacks print or exits early cannot fake the verdict: the check runs (in the last
    // test's child) before the program, on a pipe of its own that is closed when the program starts.
    const hijack = 'import builtins\nbuiltins.print = None\nprint(max([1]))\n';
    expect((await sandbox.grade(hijack, cases, { requirements: rules })).structure).toEqual({ parsed: true, unmet: [rules[0], rules[1]] });
    const forge = [
      'import os, sys',
      'line = b\'DODAM-STRUCTURE {"parsed": true, "unmet": []}\\n\'',
      'for fd in range(3, 64):',
      '    try:',
      '        os.write(fd, line)',
      '        print("wrote", fd)',
      '    except OSError:',
      '        pass',
      'sys.stdout.write(line.decode())',
      'print(max([9]))',
    ].join('\n');
    const forged = await sandbox.grade(forge, [{ inputs: [], expected_output: 'DODAM-STRUCTURE {"parsed": true, "unmet": []}\n9' }], { requirements: rules, example: [] });
    expect(forged.structure).toEqual({ parsed: true, unmet: [rules[0]] }); // it loops, and calls max()
    expect(forged.example?.stdout).not.toContain('wrote');
    expect(forged.results[0]?.passed).toBe(true);
    // Not parsed: no requirement verdict (the tests report the SyntaxError).
    expect((await sandbox.grade('print(max(1, 2)\n', cases, { requirements: rules })).structure).toEqual({ parsed: false, unmet: [] });
    // Without requirements the batch is as before.
    expect((await sandbox.grade(loop, cases)).structure).toBeUndefined();
  });

  it('runs each test in a fresh interpreter: builtins, globals, modules, files and limits a test changes are gone in the next', async () => {
    const code = [
      'import builtins, sys, os, json, math',
      'x = input()',
      'seen = [hasattr(builtins, "dodam_mark"), "fake_mod" in sys.modules, getattr(math, "mark", None), json.dumps is None,',
      '        os.path.exists("left.txt"), os.path.exists("/tmp/left.txt"), sys.getrecursionlimit(), "leaked" in globals()]',
      'print(x, seen)',
      'builtins.dodam_mark = 1; sys.modules["fake_mod"] = sys; math.mark = 1; json.dumps = None',
      'open("left.txt", "w").write("x"); sys.setrecursionlimit(50); builtins.leaked = 1; os.makedirs("d/e"); os.chmod("d", 0)',
      'builtins.print = lambda *a, **k: None; builtins.input = lambda *a: "hijacked"',
      'sys.stdout.write = None',
    ].join('\n');
    const expected = (x: string) => `${x} [False, False, None, False, False, False, 1000, False]`;
    const cases = ['one', 'two', 'three'].map((x) => ({ inputs: [x], expected_output: expected(x) }));
    const g = await sandbox.grade(code, cases);
    expect(g.results.map((r) => r.stdout.trim()), g.results.map((r) => r.stderr).join('\n')).toEqual(cases.map((c) => c.expected_output));
    expect(g).toMatchObject({ passed: 3, total: 3, allPassed: true });
  });

  it('keeps the other tests’ hidden inputs out of reach of frame inspection', async () => {
    const code = [
      'import sys',
      'me = input()',
      // Spelled in pieces: the program's own source (held by the bootstrap's frames) must not match.
      'other = "MARK" + "-" + ("TWO" if me.endswith("ONE") else "ONE")',
      'dump = []',
      'f = sys._getframe().f_back',
      'while f is not None:',
      '    dump.append(repr(f.f_locals))',
      '    f = f.f_back',
      'print(other in "".join(dump), me in "".join(dump))',
    ].join('\n');
    const g = await sandbox.grade(code, [
      { inputs: ['MARK-ONE'], expected_output: 'False True' },
      { inputs: ['MARK-TWO'], expected_output: 'False True' },
    ]);
    expect(g.results.map((r) => r.stdout.trim() || r.stderr)).toEqual(['False True', 'False True']);
  });

  it('gives every test its own verdict when others crash: segfault, os._exit, endless loop, memory bomb, output flood', async () => {
    const code = [
      'import os, sys',
      'kind = input()',
      'if kind == "segv":',
      '    import faulthandler; faulthandler._sigsegv()',
      'elif kind == "exit":',
      '    os._exit(3)',
      'elif kind == "loop":',
      '    while True: pass',
      'elif kind == "memory":',
      '    x = "a" * (10 ** 10)',
      'elif kind == "flood":',
      '    while True: print("x" * 1000)',
      'print("ok", kind)',
    ].join('\n');
    const kinds = ['segv', 'ok1', 'exit', 'ok2', 'loop', 'ok3', 'memory', 'ok4', 'flood', 'ok5'];
    const g = await sandbox.grade(
      code,
      kinds.map((k) => ({ inputs: [k], expected_output: `ok ${k}` })),
      { timeLimitMs: TEST_TIME_LIMIT_MS },
    );
    expect(g.results.map((r) => r.status)).toEqual(['killed', 'ok', 'error', 'ok', 'timeout', 'ok', 'memory', 'ok', 'output_limit', 'ok']);
    expect(g.results.map((r) => r.passed)).toEqual(kinds.map((k) => k.startsWith('ok')));
    expect(g.results[0]?.message).toContain('SIGSEGV');
    await expectHealthy(sandbox);
  });

  it('still fails a hard-coded answer and reports the example run on request', async () => {
    const g = await sandbox.grade('input()\ninput()\nprint("이름: 하늘\\n나이: 8\\n내년 나이: 9")', tests, { example: ['예시', '1'] });
    expect(g.results.map((r) => r.passed)).toEqual([true, false, false]);
    expect(g.example).toMatchObject({ status: 'ok', stdout: '이름: 하늘\n나이: 8\n내년 나이: 9\n', success: true });
  });

  it('treats an empty test list as not passed', async () => {
    expect(await sandbox.grade('print(1)', [])).toEqual({ passed: 0, total: 0, allPassed: false, results: [] });
  });
});

describe('repeatable runs', () => {
  // Hash randomisation would give every process its own set order and str hash (issue 23).
  const probe = 'words = {"사과", "배", "포도", "귤", "감", "딸기", "수박"}\nprint(list(words))\nprint(hash("도담"), hash(b"dodam"))\nprint(sorted(words, key=hash)[0])';

  it('prints the same set order and hashes in every process, batch and restarted pool', async () => {
    const outputs = new Set<string>();
    const runs = await Promise.all(Array.from({ length: 6 }, () => sandbox.run({ code: probe })));
    for (const r of runs) outputs.add(r.stdout);
    const graded = await Promise.all(Array.from({ length: 4 }, () => sandbox.grade(probe, [{ inputs: [], expected_output: runs[0]!.stdout }, { inputs: [], expected_output: runs[0]!.stdout }])));
    expect(graded.map((g) => g.allPassed)).toEqual([true, true, true, true]);
    const restarted = createSandbox({ logger: quietLogger, poolSize: 2 });
    try {
      for (const r of await Promise.all([restarted.run({ code: probe }), restarted.run({ code: probe })])) outputs.add(r.stdout);
    } finally {
      await restarted.close();
    }
    expect(runs.every((r) => r.status === 'ok')).toBe(true);
    expect([...outputs]).toHaveLength(1);
  });

  it('leaves the program an empty environment (the seed is read at start, then removed)', async () => {
    const r = await sandbox.run({ code: 'import os, sys\nprint("PYTHONHASHSEED" in os.environ, sys.flags.hash_randomization, "" in sys.path)' });
    expect(r.stdout).toBe('False 0 False\n');
  });
});

describe('queue, crashes and shutdown', () => {
  it('rejects with SandboxBusyError when the queue is full, and grade() refuses before starting', async () => {
    const small = createSandbox({ logger: quietLogger, poolSize: 1, queueLimit: 2 });
    try {
      await waitFor(() => small.stats().idle === 1 && small.stats().batchIdle === 1);
      const slow = { code: 'import time\ntime.sleep(60)', timeLimitMs: 300 };
      const running = [small.run(slow), small.run(slow), small.run(slow)];
      expect(small.stats()).toMatchObject({ busy: 1, queued: 2 });
      // Gradings have their own batch processes: the first one starts at once, the next one has no room.
      const grading = small.grade(slow.code, [{ inputs: [], expected_output: '' }], { timeLimitMs: 300 });
      expect(small.stats()).toMatchObject({ busy: 2, batchIdle: 0, queued: 2 });
      const overflow = small.run(slow);
      await expect(overflow).rejects.toBeInstanceOf(SandboxBusyError);
      await overflow.catch((err: unknown) => {
        expect(err).toBeInstanceOf(SandboxBusyError);
        if (err instanceof SandboxBusyError) expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      });
      await expect(small.grade('print(1)', [{ inputs: [], expected_output: '1' }])).rejects.toBeInstanceOf(SandboxBusyError);
      expect(small.stats().queued).toBe(2);
      const results = await Promise.all(running);
      expect(results.map((r) => r.status)).toEqual(['timeout', 'timeout', 'timeout']);
      expect((await grading).results.map((r) => r.status)).toEqual(['timeout']);
    } finally {
      await small.close();
    }
  });

  it('reports a missing interpreter as unavailable instead of failing the server start', async () => {
    const errors: string[] = [];
    const broken = createSandbox({ pythonPath: '/nonexistent/python3', logger: { ...quietLogger, error: (m) => errors.push(m) } });
    expect(broken.stats()).toMatchObject({ available: false, python: null });
    expect(errors.join('\n')).toContain('/nonexistent/python3');
    await expect(broken.run({ code: 'print(1)' })).rejects.toBeInstanceOf(SandboxUnavailableError);
    await expect(broken.grade('print(1)', [{ inputs: [], expected_output: '1' }])).rejects.toBeInstanceOf(SandboxUnavailableError);
    await broken.close();
    expect(() => createSandbox({ pythonPath: '/nonexistent/python3', mode: 'isolated', logger: quietLogger })).toThrow();
  });

  it('rejects a run that waited in the queue longer than queueTimeoutMs', async () => {
    const small = createSandbox({ logger: quietLogger, poolSize: 1, queueTimeoutMs: 300 });
    try {
      await waitFor(() => small.stats().idle === 1);
      // The running program outlives the queue timeout by a wide margin, so the verdict does not
      // depend on how fast a loaded machine is.
      const running = small.run({ code: 'import time\ntime.sleep(60)', timeLimitMs: 4000 });
      await expect(small.run({ code: 'print(1)' })).rejects.toBeInstanceOf(SandboxBusyError);
      expect(small.stats().queued).toBe(0);
      expect((await running).status).toBe('timeout');
      await expectHealthy(small);
    } finally {
      await small.close();
    }
  });

  it('gives a verdict when the sandbox process is killed from outside, and refills the pool', async () => {
    const small = createSandbox({ logger: quietLogger, poolSize: 1 });
    try {
      await waitFor(() => small.stats().idle === 1);
      const pending = small.run({ code: 'import time\nprint("up", flush=True)\ntime.sleep(60)', timeLimitMs: 8000 });
      await waitFor(() => small.stats().busy === 1);
      await new Promise((r) => setTimeout(r, 100));
      const pids = sandboxProcessIds(small.processIds());
      expect(pids.length).toBeGreaterThan(0);
      // The innermost process is the interpreter; kill it like the OOM killer would.
      const innermost = pids[pids.length - 1];
      if (innermost !== undefined) process.kill(innermost, 'SIGKILL');
      const r = await pending;
      expect(r, describeResult(r)).toMatchObject({ status: 'killed', success: false, exitCode: null });
      expect(r.message).toContain('비정상적으로 종료');
      await expectHealthy(small);
    } finally {
      await small.close();
    }
  });

  it.runIf(process.platform === 'linux')('close() resolves running runs as killed, rejects queued ones and leaves no process behind', async () => {
    const small = createSandbox({ logger: quietLogger, poolSize: 2, queueLimit: 4 });
    await waitFor(() => small.stats().idle === 2);
    const slow = { code: 'import time\ntime.sleep(60)', timeLimitMs: 8000 };
    const running = [small.run(slow), small.run(slow)];
    const queued = small.run(slow).then(
      () => null,
      (err: unknown) => err,
    );
    await waitFor(() => small.stats().busy === 2);
    await new Promise((r) => setTimeout(r, 100));
    const before = sandboxProcessIds(small.processIds());
    expect(before.length).toBeGreaterThanOrEqual(2);
    await small.close();
    const results = await Promise.all(running);
    expect(results.map((r) => r.status)).toEqual(['killed', 'killed']);
    expect(await queued).toBeInstanceOf(SandboxClosedError);
    await expect(small.run({ code: 'print(1)' })).rejects.toBeInstanceOf(SandboxClosedError);
    await waitFor(() => before.every((pid) => !isSandboxProcess(pid)), 3000);
    expect(small.stats()).toMatchObject({ idle: 0, busy: 0, starting: 0, available: false });
    expect(small.processIds()).toEqual([]);
  });
});
