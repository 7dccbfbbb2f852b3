// Code first, when no lesson's repair explains the difference: an execution trace of the student's own
// program, taken in the server sandbox (never in the server process). The sandbox forbids sys.settrace
// (its audit hook), so the driver instruments the student's program with Python's own `ast` instead: at
// the start of every pass of every for/while loop it records the values of the loop's variables (the loop
// target, the names in a while condition, the names the body assigns or changes), once more when the loop
// is left, and which line printed each output line. Bounded: a time limit, at most a few passes kept per
// loop (the first and the last ones), values repr-truncated, only the student's file ("main.py").
// The reading (traceReading) explains the difference on their code and numbers: an endless loop's
// condition variables over the first passes, an accumulator reset inside the loop, the last value added
// and how many passes the loop made against what the student wanted, and which line printed what they saw.
import { z } from 'zod';
import { maskStringsAndComments, resolveJosa } from '@dodam/contracts';
import { linesOf, type Line } from '../code-reading.js';
import { codeJ } from '../korean.js';
import { inlineCode } from './format.js';
import { TEXTS } from './texts.js';

/** The values of the loop's variables at one moment (name → repr, truncated). */
export type Snapshot = Record<string, string>;

export interface LoopTrace {
  /** 1-based line of the loop's header. */
  line: number;
  kind: 'for' | 'while';
  /** The loop target's names (for) or the names read by the condition (while). */
  control: string[];
  /** Names the body assigns or changes (`total += x`, `nums.append(…)`), in order of appearance. */
  changed: string[];
  /** How many passes began. */
  passes: number;
  /** The first passes' snapshots (taken at the start of each pass). */
  first: Snapshot[];
  /** The last passes' snapshots (the pass numbers are passes - last.length + 1 …). */
  last: Snapshot[];
  /** The values when the loop was left (absent when it never ended). */
  exit?: Snapshot | undefined;
}

export interface ExecTrace {
  loops: LoopTrace[];
  /** Output lines with the 1-based line of the print that wrote them (the first ones, then the last ones). */
  prints: { line: number; text: string }[];
  printCount: number;
  output: string;
  /** The error's type and line in main.py, when the program failed. */
  error?: { type: string; line: number | null } | undefined;
  timedOut: boolean;
}

/** How many passes are kept per loop at the start and at the end. */
const KEEP_FIRST = 6;
const KEEP_LAST = 3;
const MAX_CODE_CHARS = 4000;

/**
 * The Python driver: parses the student's program, inserts a record call at the start of every loop body
 * and after every loop, replaces `print(…)` by a recording print, and runs it with `inputs` as stdin and
 * `seconds` as its time limit. It prints one JSON line (parseTrace).
 */
export function traceDriver(code: string, inputs: readonly string[], seconds: number): string {
  const payload = JSON.stringify({ c: code, i: inputs.join('\n') + '\n', t: seconds, f: KEEP_FIRST, l: KEEP_LAST });
  return [
    'import ast, builtins, collections, io, json, signal, sys',
    `_P = json.loads(${JSON.stringify(payload)})`,
    '_SIMPLE = (int, float, str, bool, list, tuple, dict, set, type(None))',
    'def _r(v):',
    '    s = repr(v)',
    '    return s if len(s) <= 40 else s[:37] + "..."',
    'class _Stop(BaseException):',
    '    pass',
    'def _alarm(signum, frame):',
    '    raise _Stop()',
    '_loops, _prints, _tail, _count = [], [], collections.deque(maxlen=8), [0]',
    'def _names(nodes, store):',
    '    out = []',
    '    for node in nodes:',
    '        for n in ast.walk(node):',
    '            if isinstance(n, ast.Name) and (isinstance(n.ctx, ast.Store) if store else isinstance(n.ctx, ast.Load)) and n.id not in out:',
    '                out.append(n.id)',
    '            elif store and isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.attr in ("append", "extend", "insert", "remove", "pop", "add", "update", "sort", "reverse", "clear") and n.func.value.id not in out:',
    '                out.append(n.func.value.id)',
    '    return out',
    'def _snap(k, scope):',
    '    names = _loops[k]["control"] + [n for n in _loops[k]["changed"] if n not in _loops[k]["control"]]',
    '    return {n: _r(scope[n]) for n in names if n in scope and isinstance(scope[n], _SIMPLE)}',
    'def _dodam_pass(k, scope):',
    '    L = _loops[k]',
    '    L["passes"] += 1',
    '    s = _snap(k, scope)',
    '    if len(L["first"]) < _P["f"]:',
    '        L["first"].append(s)',
    '    else:',
    '        L["last"].append(s)',
    'def _dodam_exit(k, scope):',
    '    _loops[k]["exit"] = _snap(k, scope)',
    'def _dodam_print(line, *args, **kw):',
    '    buf = io.StringIO()',
    '    kw2 = {k: v for k, v in kw.items() if k in ("sep", "end")}',
    '    builtins.print(*args, file=buf, **kw2)',
    '    text = buf.getvalue()',
    '    if "file" in kw and kw["file"] is not None:',
    '        builtins.print(*args, **kw)',
    '    else:',
    '        sys.stdout.write(text)',
    '    for part in text.split("\\n")[:-1] if text.endswith("\\n") else text.split("\\n"):',
    '        _count[0] += 1',
    '        item = [line, part[:80]]',
    '        if len(_prints) < 12:',
    '            _prints.append(item)',
    '        else:',
    '            _tail.append(item)',
    'def _call(name, args):',
    '    return ast.Expr(ast.Call(func=ast.Name(name, ast.Load()), args=args, keywords=[]))',
    'def _locals():',
    '    return ast.Call(func=ast.Name("locals", ast.Load()), args=[], keywords=[])',
    'class _Instrument(ast.NodeTransformer):',
    '    def visit_Call(self, node):',
    '        self.generic_visit(node)',
    '        if isinstance(node.func, ast.Name) and node.func.id == "print":',
    '            return ast.copy_location(ast.Call(func=ast.Name("_dodam_print", ast.Load()), args=[ast.Constant(node.lineno)] + node.args, keywords=node.keywords), node)',
    '        return node',
    '    def _loop(self, node, kind):',
    '        self.generic_visit(node)',
    '        k = len(_loops)',
    '        control = _names([node.target], True) if kind == "for" else _names([node.test], False)',
    '        _loops.append({"line": node.lineno, "kind": kind, "control": control[:4], "changed": _names(node.body, True)[:6], "passes": 0, "first": [], "last": collections.deque(maxlen=_P["l"]), "exit": None})',
    '        node.body.insert(0, ast.copy_location(_call("_dodam_pass", [ast.Constant(k), _locals()]), node.body[0]))',
    '        after = ast.copy_location(_call("_dodam_exit", [ast.Constant(k), _locals()]), node)',
    '        return [node, after]',
    '    def visit_For(self, node):',
    '        return self._loop(node, "for")',
    '    def visit_While(self, node):',
    '        return self._loop(node, "while")',
    '_res = {"loops": [], "prints": [], "count": 0, "out": "", "error": None, "late": False}',
    '_out = sys.stdout',
    '_buf = io.StringIO()',
    'try:',
    '    _tree = ast.fix_missing_locations(_Instrument().visit(ast.parse(_P["c"], "main.py")))',
    '    _code = compile(_tree, "main.py", "exec")',
    'except SyntaxError as _e:',
    '    _code = None',
    '    _res["error"] = ["SyntaxError", _e.lineno]',
    'if _code is not None:',
    '    signal.signal(signal.SIGALRM, _alarm)',
    '    sys.stdin, sys.stdout = io.StringIO(_P["i"]), _buf',
    '    _g = {"__name__": "__main__", "_dodam_pass": _dodam_pass, "_dodam_exit": _dodam_exit, "_dodam_print": _dodam_print}',
    '    try:',
    '        signal.setitimer(signal.ITIMER_REAL, _P["t"])',
    '        exec(_code, _g)',
    '    except _Stop:',
    '        _res["late"] = True',
    '    except BaseException as _e:',
    '        _tb, _line = _e.__traceback__, None',
    '        while _tb is not None:',
    '            if _tb.tb_frame.f_code.co_filename == "main.py":',
    '                _line = _tb.tb_lineno',
    '            _tb = _tb.tb_next',
    '        _res["error"] = [type(_e).__name__, _line]',
    '    finally:',
    '        signal.setitimer(signal.ITIMER_REAL, 0)',
    '        sys.stdout = _out',
    '_res["loops"] = [dict(L, last=list(L["last"])) for L in _loops]',
    '_res["prints"] = _prints + list(_tail)',
    '_res["count"] = _count[0]',
    '_res["out"] = _buf.getvalue()[:4000]',
    'print(json.dumps(_res))',
  ].join('\n');
}

const SnapshotSchema = z.record(z.string(), z.string());
const TraceSchema = z.object({
  loops: z.array(
    z.object({
      line: z.number().int(),
      kind: z.enum(['for', 'while']),
      control: z.array(z.string()),
      changed: z.array(z.string()),
      passes: z.number().int(),
      first: z.array(SnapshotSchema),
      last: z.array(SnapshotSchema),
      exit: SnapshotSchema.nullable(),
    }),
  ),
  prints: z.array(z.tuple([z.number().int(), z.string()])),
  count: z.number().int(),
  out: z.string(),
  error: z.tuple([z.string(), z.number().int().nullable()]).nullable(),
  late: z.boolean(),
});

/** The driver's JSON line, read and checked; undefined when the run did not produce one. */
export function parseTrace(stdout: string): ExecTrace | undefined {
  const last = stdout.trim().split('\n').at(-1);
  if (!last) return undefined;
  try {
    const t = TraceSchema.parse(JSON.parse(last));
    return {
      loops: t.loops.map((l) => ({ ...l, exit: l.exit ?? undefined })),
      prints: t.prints.map(([line, text]) => ({ line, text })),
      printCount: t.count,
      output: t.out,
      error: t.error ? { type: t.error[0], line: t.error[1] } : undefined,
      timedOut: t.late,
    };
  } catch {
    return undefined;
  }
}

export interface TracePlan {
  code: string;
  timeLimitMs: number;
}

const SECONDS = 0.5;

/**
 * Whether to trace the student's code: it has a loop (what a trace explains that reading the code cannot),
 * runs as it is (no blanks) and reads input only when inputs are known.
 */
export function tracePlan(code: string, inputs: readonly string[] | undefined): TracePlan | undefined {
  if (!code.trim() || code.length > MAX_CODE_CHARS || /_{3,}/.test(code)) return undefined;
  const masked = maskStringsAndComments(code);
  if (!/^\s*(?:for|while)\b/m.test(masked)) return undefined;
  const reads = /(?<![\w.])input\s*\(/.test(masked);
  if (reads && !inputs?.length) return undefined;
  return { code: traceDriver(code, inputs ?? [], SECONDS), timeLimitMs: Math.round(1500 + SECONDS * 1000) };
}

/** What the student said, as the reading needs it. */
export interface TraceQuestion {
  want?: string | undefined;
  got?: string | undefined;
  /** How many times the student wanted the loop to run (or a line to come out). */
  count?: number | undefined;
  /** The student says it never stops (or the run timed out). */
  endless: boolean;
}

export interface TraceReading {
  line: number;
  code: string;
  /** The explanation: a teacher's few sentences, at most one small table, one question. */
  message: string;
  /** The lesson query of the misconception it names (for the link). */
  query?: string | undefined;
}

const numberOf = (repr: string | undefined): number | undefined => (repr !== undefined && /^-?\d+(?:\.\d+)?$/.test(repr) ? Number(repr) : undefined);
const sameValue = (repr: string | undefined, said: string) => repr !== undefined && (repr === said || repr.replace(/^['"]|['"]$/g, '') === said || (numberOf(repr) !== undefined && numberOf(repr) === numberOf(said)));
const allPasses = (l: LoopTrace) => [...l.first, ...l.last];
/** One small table of THEIR passes: pass number and the named variables, first and last passes. */
export function passTable(l: LoopTrace, names: readonly string[]): string {
  const cols = names.slice(0, 3);
  const head = `| 반복 | ${cols.map((n) => `\`${n}\``).join(' | ')} |`;
  const sep = `|---|${cols.map(() => '---').join('|')}|`;
  const row = (label: string, s: Snapshot) => `| ${label} | ${cols.map((n) => (s[n] !== undefined ? `\`${s[n]}\`` : '-')).join(' | ')} |`;
  const rows = l.first.slice(0, l.last.length ? 3 : 4).map((s, i) => row(`${i + 1}번째`, s));
  if (l.last.length || l.first.length > 4) rows.push(`| … | ${cols.map(() => '').join(' | ')} |`);
  const tail = l.last.length ? l.last.slice(-2) : l.first.length > 4 ? l.first.slice(-1) : [];
  tail.forEach((s, i) => rows.push(row(`${l.passes - tail.length + 1 + i}번째`, s)));
  if (l.exit) rows.push(row('끝난 뒤', l.exit));
  return [head, sep, ...rows].join('\n');
}

function lineText(code: string, line: number): string {
  return (code.replace(/\r\n?/g, '\n').split('\n')[line - 1] ?? '').trim();
}

/** The non-blank lines of loop `l`'s body (through the project's one line reader: masked code, indent). */
function bodyOf(code: string, l: LoopTrace): Line[] {
  const lines = linesOf(code);
  const at = lines[l.line - 1]?.indent ?? 0;
  const body: Line[] = [];
  for (const line of lines.slice(l.line)) {
    if (!line.code.trim()) continue;
    if (line.indent <= at) break;
    body.push(line);
  }
  return body;
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body line of loop `l` that sets `name` to a constant (`total = 0`): a reset on every pass. */
function resetLine(code: string, l: LoopTrace, name: string): number | undefined {
  const reset = new RegExp(`^\\s*${escaped(name)}\\s*=\\s*(?:-?\\d+(?:\\.\\d+)?|""|''|\\[\\]|\\{\\}|0\\.0)\\s*$`);
  return bodyOf(code, l).find((line) => reset.test(line.code))?.no;
}

/** The first body line of loop `l` that changes `name` (assigns it, updates it, or calls a changing method on it). */
function changeLine(code: string, l: LoopTrace, name: string): number | undefined {
  const esc = escaped(name);
  const changes = new RegExp(`^\\s*(?:[A-Za-z_]\\w*\\s*,\\s*)*${esc}\\s*(?:,\\s*[A-Za-z_]\\w*\\s*)*(?:[-+*/%]|//|\\*\\*)?=(?!=)|^\\s*${esc}\\s*(?:\\[[^\\]]*\\]\\s*(?:[-+*/%]|//)?=(?!=)|\\.\\w+\\s*\\()`);
  return bodyOf(code, l).find((line) => changes.test(line.code))?.no;
}

/** A `continue` in loop `l`'s body above 1-based `line` (not in a nested loop): it skips the lines after it. */
function continueAbove(code: string, l: LoopTrace, line: number): number | undefined {
  for (const body of bodyOf(code, l)) {
    if (body.no >= line || /^\s*(?:for|while)\b/.test(body.code)) return undefined;
    if (/^\s*continue\s*$/.test(body.code)) return body.no;
  }
  return undefined;
}

/** The if/elif/else header inside loop `l` that 1-based `line` sits under, if any. */
function guardLine(code: string, l: LoopTrace, line: number): number | undefined {
  const body = bodyOf(code, l);
  let at = body.find((b) => b.no === line)?.indent ?? Infinity;
  for (const b of body.filter((b) => b.no < line).reverse()) {
    if (b.indent >= at) continue;
    if (/^\s*(?:if|elif|else)\b/.test(b.code)) return b.no;
    at = b.indent;
  }
  return undefined;
}

/** A while loop `a < b` (or `>`) left with both sides equal: the note that the pass with equal values never ran. */
function exitEqual(code: string, l: LoopTrace): string {
  if (l.kind !== 'while' || !l.exit) return '';
  const cond = lineText(code, l.line).replace(/^while\s+/, '').replace(/:\s*$/, '');
  const m = /^([A-Za-z_]\w*)\s*[<>]\s*([A-Za-z_]\w*)$/.exec(cond);
  if (!m) return '';
  const [a, b] = [l.exit[m[1]!], l.exit[m[2]!]];
  if (a === undefined || a !== b) return '';
  return TEXTS.trace.exitEqual(codeJ(cond, '이/가'), `${codeJ(m[1]!, '과/와')} ${inlineCode(m[2]!)} 둘 다 ${codeJ(a, '이에요/예요')}`);
}

/** The loop whose values explain the student's value: the one whose exit values hold what came out. */
function loopFor(trace: ExecTrace, got: string | undefined): { loop: LoopTrace; name: string } | undefined {
  for (const l of trace.loops) {
    if (!l.passes) continue;
    for (const n of l.changed) if (got !== undefined && sameValue(l.exit?.[n], got) && !l.control.includes(n)) return { loop: l, name: n };
  }
  return undefined;
}

/**
 * The difference explained on the trace of the student's own run: the endless loop's unchanged condition
 * variable, the accumulator reset in the loop, the value last added and the passes made against what was
 * wanted, the pass count against the count wanted; else which line printed what they saw, with the passes.
 */
export function traceReading(code: string, trace: ExecTrace, q: TraceQuestion): TraceReading | undefined {
  const texts = TEXTS.trace;
  // (1) A loop that never ended: the condition's variables over the first passes.
  if (q.endless || trace.timedOut) {
    const l = trace.loops.filter((x) => x.kind === 'while' && !x.exit && x.passes > 0).sort((a, b) => b.passes - a.passes)[0] ?? trace.loops.find((x) => !x.exit && x.passes > 0);
    if (!l) return undefined;
    const header = lineText(code, l.line);
    const cond = header.replace(/^while\s+/, '').replace(/:\s*$/, '');
    const names = l.control.filter((n) => l.first.some((s) => s[n] !== undefined));
    if (!names.length) return undefined;
    const fixed = names.filter((n) => new Set(allPasses(l).map((s) => s[n])).size === 1);
    const table = passTable(l, names);
    const many = trace.timedOut ? texts.manyPasses(l.passes) : '';
    if (fixed.length) {
      const n = fixed[0]!;
      // A line changes it, yet it never changed: that line never ran (a continue above it, or its if).
      const changer = changeLine(code, l, n);
      if (changer) {
        const skip = continueAbove(code, l, changer);
        const guard = skip ? undefined : guardLine(code, l, changer);
        const guardText = guard ? lineText(code, guard).replace(/:\s*$/, '').replace(/^(?:if|elif)\s+/, '') : undefined;
        const why = skip ? texts.skippedByContinue(skip, changer, codeJ(lineText(code, changer), '을/를'), codeJ(n, '이/가'), codeJ(lineText(code, changer), '이/가')) : guard && guardText ? texts.skippedByIf(guard, codeJ(guardText, '이/가')) : texts.skippedAsk(changer);
        return {
          line: skip ?? changer,
          code: lineText(code, skip ?? changer),
          message: resolveJosa(texts.endlessSkipped(many, codeJ(n, '은/는'), inlineCode(l.first[0]![n]!), codeJ(cond, '이/가'), table, changer, codeJ(lineText(code, changer), '이/가'), why)),
          query: skip ? 'continue' : 'while 무한 반복',
        };
      }
      return {
        line: l.line,
        code: header,
        message: resolveJosa(texts.endlessFixed(many, codeJ(n, '은/는'), inlineCode(l.first[0]![n]!), codeJ(cond, '이/가'), table, codeJ(n, '을/를'))),
        query: 'while 무한 반복',
      };
    }
    return {
      line: l.line,
      code: header,
      message: resolveJosa(texts.endlessMoving(many, table, codeJ(cond, '이/가'), names.map((n) => codeJ(n, '이/가')).join(', '))),
      query: 'while 무한 반복',
    };
  }
  if (trace.error) return undefined;
  const found = loopFor(trace, q.got);
  // (2) An accumulator set back to its start inside the loop: only the last pass is left.
  if (found) {
    const { loop: l, name } = found;
    const reset = resetLine(code, l, name);
    const header = lineText(code, l.line);
    const control = l.control[0];
    const table = passTable(l, control ? [control, name] : [name]);
    if (reset) {
      return {
        line: reset,
        code: lineText(code, reset),
        message: resolveJosa(texts.reset(reset, codeJ(lineText(code, reset), '이/가'), l.line, codeJ(name, '은/는'), table, inlineCode(l.exit![name]!), codeJ(lineText(code, reset), '은/는'))),
        query: '누적 변수 초기화',
      };
    }
    // (3) A value the body should change that never changed: the line that changes it never ran (its `if` was never true).
    const changer = changeLine(code, l, name);
    const before = l.first[0]?.[name] ?? l.first[1]?.[name];
    const unchanged = l.passes > 1 && l.exit && before !== undefined && allPasses(l).every((s) => s[name] === undefined || s[name] === before) && l.exit[name] === before;
    if (unchanged && changer) {
      const guard = guardLine(code, l, changer);
      const guardText = guard ? lineText(code, guard).replace(/:\s*$/, '') : undefined;
      const why = guardText ? texts.onlyWhen(guard!, codeJ(guardText, '이/가')) : '';
      return {
        line: changer,
        code: lineText(code, changer),
        message: resolveJosa(texts.neverChanged(codeJ(name, '은/는'), inlineCode(before), table, changer, codeJ(lineText(code, changer), '은/는'), why, guardText ? texts.askGuard(l.passes, codeJ(guardText.replace(/^(?:if|elif)\s+/, ''), '이/가')) : texts.askChanger(changer))),
        query: guardText ? 'if 조건 비교 연산자' : undefined,
      };
    }
    // (4) The last value the loop variable took, the passes made, and the wanted value's gap.
    if (control && l.exit) {
      const lastPass = (l.last.at(-1) ?? l.first.at(-1))!;
      const lastValue = lastPass[control];
      const want = numberOf(q.want);
      const got = numberOf(l.exit[name]);
      const diff = want !== undefined && got !== undefined ? Number((want - got).toFixed(6)) : 0;
      const stoppedAt = numberOf(l.exit[control]);
      const cond = header.replace(/^while\s+/, '').replace(/:\s*$/, '');
      const hint = /(?<![<>=!])[<>](?!=)/.test(cond) ? texts.compareHint : '';
      const gap = !diff ? '' : stoppedAt === diff && l.kind === 'while' ? texts.gapIsExit(want!, got!, diff, codeJ(control, '이/가'), codeJ(cond, '은/는'), hint) : texts.gap(want!, got!, diff);
      const passes = q.count !== undefined && q.count !== l.passes ? texts.passesWanted(l.passes, q.count) : texts.passes(l.passes);
      // The question points at the loop's end for a while loop that stopped one value short, else at the line that changes the value.
      const atEnd = stoppedAt === diff && l.kind === 'while';
      const focus = !atEnd && changer ? changer : l.line;
      const ask = atEnd || !changer ? texts.askEnd(l.line, inlineCode(header)) : texts.askLine(changer, codeJ(lineText(code, changer), '이/가'), inlineCode(name));
      return {
        line: focus,
        code: lineText(code, focus),
        message: resolveJosa(texts.lastAdded(passes, inlineCode(control), lastValue !== undefined ? inlineCode(lastValue) : '-', table, inlineCode(name), codeJ(l.exit[name]!, '이에요/예요'), gap, ask)),
        query: l.kind === 'while' ? 'while 조건' : 'range',
      };
    }
  }
  // (4) A count the student wanted against the passes the loop made.
  if (q.count !== undefined) {
    const l = trace.loops.find((x) => x.exit && x.passes !== q.count);
    if (l) {
      const names = [...l.control, ...l.changed.filter((n) => !l.control.includes(n))].slice(0, 3);
      const header = lineText(code, l.line);
      return { line: l.line, code: header, message: resolveJosa(texts.countPasses(l.line, inlineCode(header), l.passes, q.count, passTable(l, names))) };
    }
  }
  // (5) Which line printed what they saw, and the loop around it.
  const printed = q.got !== undefined ? trace.prints.find((p) => sameValue(p.text.trim(), q.got!) || p.text.trim() === q.got) : undefined;
  if (printed) {
    const l = trace.loops.find((x) => x.passes > 0 && x.line < printed.line);
    const printLine = lineText(code, printed.line);
    if (l) {
      const names = [...l.control, ...l.changed.filter((n) => !l.control.includes(n))].slice(0, 3);
      return { line: printed.line, code: printLine, message: resolveJosa(texts.printedBy(inlineCode(printed.text.trim()), printed.line, codeJ(printLine, '이/가'), l.line, l.passes, passTable(l, names), exitEqual(code, l))) };
    }
  }
  return undefined;
}
