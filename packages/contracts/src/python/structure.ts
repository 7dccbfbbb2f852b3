// Requirements about *how* a problem is solved ("조건문 없이", "max()를 쓰지 말고", "함수를 정의"),
// checked on the submission's syntax tree (issue 23). The rules are data in content/sections/*/problems.json
// (`requirements`); one Python checker program (`structureCheckProgram`) runs them with Python's `ast`
// in the grader's sandbox (an extra forked case of the grading batch) and in the browser's Pyodide, so
// practice and grading give the same answer with the same Korean message.
import { z } from 'zod';

const pyName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

export const structureRuleSchema = z.discriminatedUnion('rule', [
  /** No call of (and no reference to) a function or method of this name: `max`, `isqrt`, `pow`. */
  z.object({ rule: z.literal('forbid_call'), name: pyName }).strict(),
  /** No `if` statement, conditional expression (`a if c else b`) or `match`. */
  z.object({ rule: z.literal('forbid_if') }).strict(),
  /** No `for`/`while` loop and no comprehension. */
  z.object({ rule: z.literal('forbid_loop') }).strict(),
  /** A loop statement: `for`, `while`, or either ('any'). */
  z.object({ rule: z.literal('require_loop'), kind: z.enum(['for', 'while', 'any']) }).strict(),
  /** A call of a method of this name (`scores.update(...)`). */
  z.object({ rule: z.literal('require_method'), name: pyName }).strict(),
  /**
   * A function `def name(...)` with this many parameters, used elsewhere in the program; `returns`: its
   * body returns a value; `generator`: its body contains `yield`; `recursive`: it calls itself.
   */
  z
    .object({
      rule: z.literal('require_def'),
      name: pyName,
      params: z.number().int().min(0).max(10).optional(),
      returns: z.boolean().optional(),
      generator: z.boolean().optional(),
      recursive: z.boolean().optional(),
    })
    .strict(),
  /** Some function that calls itself. */
  z.object({ rule: z.literal('require_recursion') }).strict(),
  /** A comprehension of this kind ('any': list, set, dict or generator expression). */
  z.object({ rule: z.literal('require_comprehension'), kind: z.enum(['list', 'dict', 'set', 'any']) }).strict(),
  /** `import module` or `from module import ...`, and the module's name or an imported name used. */
  z.object({ rule: z.literal('require_import'), module: pyName }).strict(),
  /** An f-string with at least one `{...}`. */
  z.object({ rule: z.literal('require_fstring') }).strict(),
  /** A call of `call(...)` passing the keyword argument `keyword=`. */
  z.object({ rule: z.literal('require_keyword'), call: pyName, keyword: pyName }).strict(),
  /** An assignment to a slice (`items[1:3] = ...`). */
  z.object({ rule: z.literal('require_slice_assign') }).strict(),
]);
export type StructureRule = z.infer<typeof structureRuleSchema>;
export const structureRulesSchema = z.array(structureRuleSchema).max(8);

/** The Korean sentence saying what a rule requires (shown with the problem and when it is not met). */
export function describeRequirement(rule: StructureRule): string {
  switch (rule.rule) {
    case 'forbid_call':
      return `\`${rule.name}()\`를 쓰지 않고 풀어야 해요.`;
    case 'forbid_if':
      return '조건문(`if`, `... if ... else ...`, `match`) 없이 풀어야 해요.';
    case 'forbid_loop':
      return '반복문(`for`, `while`, 컴프리헨션) 없이 풀어야 해요.';
    case 'require_loop':
      return rule.kind === 'any' ? '반복문(`for` 또는 `while`)을 써야 해요.' : `\`${rule.kind}\` 반복문을 써야 해요.`;
    case 'require_method':
      return `\`.${rule.name}()\` 메서드를 써야 해요.`;
    case 'require_def': {
      const what = rule.generator ? '제너레이터 함수' : rule.recursive ? '재귀 함수' : '함수';
      const shape = rule.params === undefined ? `\`${rule.name}\`` : `\`${rule.name}\`(매개변수 ${rule.params}개)`;
      const extra = rule.generator ? ' `yield`로 값을 내주고,' : rule.returns ? ' `return`으로 값을 돌려주고,' : '';
      const self = rule.recursive ? ' 함수 안에서 자기 자신을 호출하고,' : '';
      return `${what} ${shape}를 \`def\`로 정의하고,${extra}${self} 프로그램에서 그 함수를 써야 해요.`;
    }
    case 'require_recursion':
      return '자기 자신을 호출하는 재귀 함수를 만들어 풀어야 해요.';
    case 'require_comprehension':
      return { list: '리스트 컴프리헨션(`[... for ...]`)을 써야 해요.', dict: '딕셔너리 컴프리헨션(`{키: 값 for ...}`)을 써야 해요.', set: '집합 컴프리헨션을 써야 해요.', any: '컴프리헨션을 써야 해요.' }[rule.kind];
    case 'require_import':
      return `\`${rule.module}\` 모듈을 가져와(\`import ${rule.module}\`) 그 기능을 써야 해요.`;
    case 'require_fstring':
      return 'f-문자열(`f"...{값}..."`)을 써야 해요.';
    case 'require_keyword':
      return `\`${rule.call}()\`의 \`${rule.keyword}=\`를 써야 해요.`;
    case 'require_slice_assign':
      return '슬라이싱으로 한 번에 바꾸는 대입(`리스트[시작:끝] = ...`)을 써야 해요.';
  }
}

/** Marker of the checker's one output line. */
export const STRUCTURE_MARKER = 'DODAM-STRUCTURE ';

// The checker. It only parses the program (never runs it) and walks the tree iteratively. JSON string
// literals are Python string literals (JSON.stringify never writes "\/"); the rules travel as a Python literal.
const CHECKER = String.raw`import _ast


def _dodam_structure(source, rules):
    # _ast (the C module) and compile() only: no ast/json imports, so a check costs a fraction of a
    # millisecond in the grader's forked child.
    try:
        tree = compile(source, 'main.py', 'exec', _ast.PyCF_ONLY_AST, dont_inherit=True)
    except BaseException:
        return None
    AST = _ast.AST

    def children(n):
        for field in n._fields:
            v = getattr(n, field, None)
            if isinstance(v, AST):
                yield v
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, AST):
                        yield x

    nodes = []
    todo = [tree]
    while todo:
        n = todo.pop()
        nodes.append(n)
        todo.extend(children(n))
    defs = [n for n in nodes if isinstance(n, (_ast.FunctionDef, _ast.AsyncFunctionDef))]

    def inside(fn):
        # Nodes of a function's own body (not of functions or classes nested in it).
        out = []
        todo = list(fn.body) + list(fn.args.defaults) + list(fn.args.kw_defaults or [])
        while todo:
            n = todo.pop()
            if n is None:
                continue
            out.append(n)
            if isinstance(n, (_ast.FunctionDef, _ast.AsyncFunctionDef, _ast.ClassDef, _ast.Lambda)):
                continue
            todo.extend(children(n))
        return out

    def calls_self(fn):
        return any(isinstance(n, _ast.Call) and isinstance(n.func, _ast.Name) and n.func.id == fn.name for n in inside(fn))

    def used_outside(fn):
        own = set(id(n) for n in inside(fn))
        return any(isinstance(n, _ast.Name) and n.id == fn.name and id(n) not in own for n in nodes)

    def params(fn):
        a = fn.args
        return len(getattr(a, 'posonlyargs', [])) + len(a.args) + len(a.kwonlyargs)

    def ok(rule):
        kind = rule['rule']
        if kind == 'forbid_call':
            name = rule['name']
            for n in nodes:
                if isinstance(n, _ast.Name) and n.id == name:
                    return False
                if isinstance(n, _ast.Attribute) and n.attr == name:
                    return False
                if isinstance(n, _ast.alias) and (n.name == name or n.name.endswith('.' + name)):
                    return False
            return True
        if kind == 'forbid_if':
            bad = (_ast.If, _ast.IfExp) + ((_ast.Match,) if hasattr(_ast, 'Match') else ())
            return not any(isinstance(n, bad) for n in nodes) and not any(isinstance(n, _ast.comprehension) and n.ifs for n in nodes)
        if kind == 'forbid_loop':
            bad = (_ast.For, _ast.AsyncFor, _ast.While, _ast.ListComp, _ast.SetComp, _ast.DictComp, _ast.GeneratorExp)
            return not any(isinstance(n, bad) for n in nodes)
        if kind == 'require_loop':
            want = {'for': (_ast.For,), 'while': (_ast.While,), 'any': (_ast.For, _ast.While)}[rule['kind']]
            return any(isinstance(n, want) for n in nodes)
        if kind == 'require_method':
            return any(isinstance(n, _ast.Call) and isinstance(n.func, _ast.Attribute) and n.func.attr == rule['name'] for n in nodes)
        if kind == 'require_def':
            for fn in defs:
                if fn.name != rule['name']:
                    continue
                if rule.get('params') is not None and params(fn) != rule['params']:
                    continue
                body = inside(fn)
                if rule.get('returns') and not any(isinstance(n, _ast.Return) and n.value is not None for n in body):
                    continue
                if rule.get('generator') and not any(isinstance(n, (_ast.Yield, _ast.YieldFrom)) for n in body):
                    continue
                if rule.get('recursive') and not calls_self(fn):
                    continue
                if used_outside(fn):
                    return True
            return False
        if kind == 'require_recursion':
            return any(calls_self(fn) and used_outside(fn) for fn in defs)
        if kind == 'require_comprehension':
            want = {'list': (_ast.ListComp,), 'dict': (_ast.DictComp,), 'set': (_ast.SetComp,),
                    'any': (_ast.ListComp, _ast.DictComp, _ast.SetComp, _ast.GeneratorExp)}[rule['kind']]
            return any(isinstance(n, want) for n in nodes)
        if kind == 'require_import':
            module = rule['module']
            bound = set()
            for n in nodes:
                if isinstance(n, _ast.Import):
                    for a in n.names:
                        if a.name == module or a.name.startswith(module + '.'):
                            bound.add(a.asname or a.name.split('.')[0])
                elif isinstance(n, _ast.ImportFrom) and n.module == module:
                    for a in n.names:
                        bound.add(a.asname or a.name)
            return any(isinstance(n, _ast.Name) and n.id in bound for n in nodes)
        if kind == 'require_fstring':
            return any(isinstance(n, _ast.JoinedStr) and any(isinstance(v, _ast.FormattedValue) for v in n.values) for n in nodes)
        if kind == 'require_keyword':
            return any(isinstance(n, _ast.Call) and isinstance(n.func, _ast.Name) and n.func.id == rule['call']
                       and any(k.arg == rule['keyword'] for k in n.keywords) for n in nodes)
        if kind == 'require_slice_assign':
            for n in nodes:
                targets = n.targets if isinstance(n, _ast.Assign) else [n.target] if isinstance(n, _ast.AugAssign) else []
                if any(isinstance(t, _ast.Subscript) and isinstance(t.slice, _ast.Slice) for t in targets):
                    return True
            return False
        return False

    return [i for i, rule in enumerate(rules) if not ok(rule)]


`;

/** A Python literal for JSON-like data (rules hold strings, numbers and booleans only). */
function pyLiteral(value: unknown): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`)
    .join(', ')}}`;
}

/**
 * A program that checks `source` against `rules` and prints one line: STRUCTURE_MARKER and JSON
 * `{"parsed": bool, "unmet": [rule indexes]}`. It parses the source only, so it is safe to run
 * anywhere Python runs; it imports only the C module `_ast`.
 */
export function structureCheckProgram(source: string, rules: readonly StructureRule[]): string {
  return (
    CHECKER +
    `_u = _dodam_structure(${JSON.stringify(source)}, ${pyLiteral(rules)})\n` +
    `print(${JSON.stringify(STRUCTURE_MARKER)} + '{"parsed": ' + ('true' if _u is not None else 'false') + ', "unmet": [' + ', '.join(str(i) for i in (_u or [])) + ']}')\n`
  );
}

export interface StructureVerdict {
  /** False when the program does not parse (the tests report the SyntaxError; no requirement is judged). */
  parsed: boolean;
  /** The rules not met, in the problem's order. */
  unmet: StructureRule[];
}

/** Reads the checker's output; null when it did not finish (then nothing is claimed about the rules). */
export function parseStructureOutput(output: string, rules: readonly StructureRule[]): StructureVerdict | null {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith(STRUCTURE_MARKER));
  if (!line) return null;
  try {
    const data = z
      .object({ parsed: z.boolean(), unmet: z.array(z.number().int().min(0)) })
      .parse(JSON.parse(line.slice(STRUCTURE_MARKER.length)));
    return { parsed: data.parsed, unmet: data.unmet.flatMap((i) => (rules[i] ? [rules[i]] : [])) };
  } catch {
    return null;
  }
}

/** The Korean feedback line for requirements that are not met ('' when all are). */
export function describeUnmetRequirements(unmet: readonly StructureRule[]): string {
  if (unmet.length === 0) return '';
  return `문제의 요구 사항을 지키지 않았어요: ${unmet.map(describeRequirement).join(' ')}`;
}

/**
 * Phrases in a problem statement that demand *how* the problem is solved. A statement with one of
 * them must carry a structural rule (content test), or the phrase must go.
 */
export const HOW_PHRASES: readonly RegExp[] = [
  /(?<![끝])없이/,
  /(쓰|사용하|이용하)지\s*(말|않)/,
  /바꾸지\s*말/,
  /제너레이터/,
  /함수\s*(`[^`]+`\s*)?(를|을)\s*(만들|정의)/,
  /`[^`]+\(.*?\)`\s*(함수)?를?\s*(만드세요|만들고|만들어|정의)/,
  /함수를?\s*(만드세요|만들고|만들어|정의)/,
  /반복문(을|으로)/,
  /`(for|while)`\s*문(을|으로)/,
  /재귀/,
  /컴프리헨션(으로|을)/,
  /`[^`]+`\s*(으로|로)\s*(해결|구해|찾아|찾으|반영|만들어)/,
  /(을|를)\s*(써서|이용해|이용하여|사용해서|사용하여)/,
  /이용해서?\s/,
  /슬라이싱/,
  /f-문자열/,
];

/** The how-phrases found in a statement (code blocks and example text are ignored). */
export function howPhrasesIn(statement: string): string[] {
  const prose = statement.replace(/```[\s\S]*?```/g, ' ');
  return HOW_PHRASES.flatMap((re) => {
    const m = re.exec(prose);
    return m ? [m[0]] : [];
  });
}

/** Marker of the grader-Python syntax check's one output line. */
export const SYNTAX_MARKER = 'DODAM-SYNTAX ';

/**
 * A program that compiles `source` the way the grader does (`compile(..., 'main.py', 'exec',
 * dont_inherit=True)`) without running it and prints SYNTAX_MARKER + JSON: the SyntaxError text as
 * the grader would show it, or null. Run in the grader's sandbox, it tells practice (Python 3.14 in
 * the browser) about syntax the grader's Python 3.11 refuses (PEP 701 f-strings, `type` statements).
 */
export function syntaxCheckProgram(source: string): string {
  return [
    'import json as _json',
    'import traceback as _tb',
    '_e = None',
    'try:',
    `    compile(${JSON.stringify(source)}, 'main.py', 'exec', dont_inherit=True)`,
    'except SyntaxError as _x:',
    "    _e = ''.join(_tb.format_exception_only(type(_x), _x))",
    'except BaseException:',
    '    pass',
    `print(${JSON.stringify(SYNTAX_MARKER)} + _json.dumps(_e))`,
    '',
  ].join('\n');
}

/** The SyntaxError text from the syntax check's output; undefined when it did not finish. */
export function parseSyntaxCheckOutput(output: string): string | null | undefined {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith(SYNTAX_MARKER));
  if (!line) return undefined;
  try {
    const value: unknown = JSON.parse(line.slice(SYNTAX_MARKER.length));
    return typeof value === 'string' ? value : null;
  } catch {
    return undefined;
  }
}

/**
 * Syntax that the browser's Python 3.14 accepts and the grader's 3.11 may not: f-strings (PEP 701 lets
 * them nest the same quotes, backslashes and comments), t-strings (PEP 750), `type` statements and type
 * parameter lists (PEP 695), `except A, B:` without parentheses (PEP 758). A practice run of such code
 * asks the grader's Python (syntaxCheckProgram) before saying the example is right.
 */
export function mayNeedGraderSyntaxCheck(source: string): boolean {
  return (
    /(^|[^A-Za-z0-9_'"])([rR]?[fFtT]|[fFtT][rR])['"]/.test(source) ||
    /^\s*type\s+[A-Za-z_]\w*\s*(\[|=)/m.test(source) ||
    /^\s*(def|class)\s+[A-Za-z_]\w*\s*\[/m.test(source) ||
    /^\s*except\*?\s+[^:(#\n]*,[^:\n]*:/m.test(source)
  );
}
