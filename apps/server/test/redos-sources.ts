// The regexes of the server and the contracts, for the ReDoS audit (apps/server/src/tutor/redos-audit.test.ts):
// every regex literal, every `new RegExp(…)` whose source can be worked out statically, and the regex
// sources the data files hold. Test-only (never bundled into the server).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CONCEPT_IDS, CONCEPTS } from '@dodam/contracts';
import { loadDistractorRules } from '../src/tutor/parsons.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps/server/src', 'packages/contracts/src'];

/** A placeholder for an interpolated value that is a (escaped) name or word: `${escape(name)}` → `x`. */
const NAME = 'x';
const MAX_VARIANTS = 64;

export interface Found {
  where: string;
  source: string;
  flags: string;
  /** The source had interpolated names replaced by a placeholder. */
  placeholder?: boolean;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sf);
  }
  return sf;
}

/** The initializer of a `const` named `name` in the file (unique), or of the constant a relative import names. */
function constant(sf: ts.SourceFile, name: string, depth: number): ts.Expression | undefined {
  const found: ts.Expression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer && ts.getCombinedNodeFlags(n) & ts.NodeFlags.Const) found.push(n.initializer);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (found.length === 1) return found[0];
  if (found.length > 1 || depth > 3) return undefined;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.')) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const el = named.elements.find((e) => e.name.text === name);
    if (!el) continue;
    const target = resolve(dirname(sf.fileName), st.moduleSpecifier.text.replace(/\.js$/, '.ts'));
    try {
      return constant(parse(target), (el.propertyName ?? el.name).text, depth + 1);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const product = (parts: string[][]): string[] => parts.reduce<string[]>((acc, p) => acc.flatMap((a) => p.map((b) => a + b)).slice(0, MAX_VARIANTS), ['']);

interface Value {
  values: string[];
  placeholder: boolean;
}

/**
 * The strings an expression can be (undefined when not statically known). `name` is true where an unknown
 * value may stand for a name (inside a template), so the placeholder is used.
 */
function evaluate(e: ts.Expression, sf: ts.SourceFile, depth = 0): Value | undefined {
  if (depth > 12) return undefined;
  const ev = (x: ts.Expression) => evaluate(x, sf, depth + 1);
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e)) return ev(e.expression);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { values: [e.text], placeholder: false };
  if (ts.isRegularExpressionLiteral(e)) return { values: [regexParts(e.text).source], placeholder: false };
  if (ts.isTaggedTemplateExpression(e) && e.tag.getText(sf) === 'String.raw') {
    const t = e.template;
    if (ts.isNoSubstitutionTemplateLiteral(t)) return { values: [t.rawText ?? t.text], placeholder: false };
    return template(t.head.rawText ?? t.head.text, t.templateSpans.map((s) => [s.expression, s.literal.rawText ?? s.literal.text] as const), sf, depth);
  }
  if (ts.isTemplateExpression(e)) return template(e.head.text, e.templateSpans.map((s) => [s.expression, s.literal.text] as const), sf, depth);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = ev(e.left);
    const b = ev(e.right);
    return a && b ? { values: product([a.values, b.values]), placeholder: a.placeholder || b.placeholder } : undefined;
  }
  if (ts.isConditionalExpression(e)) {
    const a = ev(e.whenTrue);
    const b = ev(e.whenFalse);
    return a && b ? { values: [...a.values, ...b.values], placeholder: a.placeholder || b.placeholder } : undefined;
  }
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'source') return ev(e.expression);
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'join') {
    const items = elements(e.expression.expression, sf, depth + 1);
    const sep = e.arguments[0] ? ev(e.arguments[0]) : { values: [','], placeholder: false };
    if (!items || !sep || sep.values.length !== 1) return undefined;
    return { values: [items.values.join(sep.values[0]!)], placeholder: items.placeholder };
  }
  if (ts.isIdentifier(e)) {
    const init = constant(sf, e.text, 0);
    if (init) return ev(init);
    const each = callbackElement(e, sf, depth);
    if (each) return each;
  }
  return undefined;
}

/** Each element of an array literal as one string (a regex literal as its source). */
function elements(e: ts.Expression, sf: ts.SourceFile, depth: number): Value | undefined {
  let arr: ts.Expression = e;
  if (ts.isIdentifier(arr)) arr = constant(sf, arr.text, 0) ?? arr;
  while (ts.isAsExpression(arr) || ts.isParenthesizedExpression(arr) || ts.isSatisfiesExpression(arr)) arr = arr.expression;
  if (!ts.isArrayLiteralExpression(arr)) return undefined;
  const values: string[] = [];
  let placeholder = false;
  for (const el of arr.elements) {
    const v = evaluate(el, sf, depth + 1);
    if (!v || v.values.length !== 1) return undefined;
    values.push(v.values[0]!);
    placeholder ||= v.placeholder;
  }
  return { values, placeholder };
}

/** `list.some((b) => new RegExp(b))`: the parameter is each element of the array literal `list`. */
function callbackElement(id: ts.Identifier, sf: ts.SourceFile, depth: number): Value | undefined {
  for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
    if (!ts.isArrowFunction(n) && !ts.isFunctionExpression(n)) continue;
    const p = n.parameters[0];
    if (!p || !ts.isIdentifier(p.name) || p.name.text !== id.text) return undefined;
    const call = n.parent;
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return undefined;
    if (!['some', 'every', 'map', 'filter', 'forEach', 'find', 'flatMap'].includes(call.expression.name.text)) return undefined;
    return elements(call.expression.expression, sf, depth + 1);
  }
  return undefined;
}

function template(head: string, spans: readonly (readonly [ts.Expression, string])[], sf: ts.SourceFile, depth: number): Value {
  const parts: string[][] = [[head]];
  let placeholder = false;
  for (const [expr, lit] of spans) {
    const v = evaluate(expr, sf, depth + 1);
    if (v) {
      parts.push(v.values);
      placeholder ||= v.placeholder;
    } else {
      parts.push([NAME]);
      placeholder = true;
    }
    parts.push([lit]);
  }
  return { values: product(parts), placeholder };
}

function regexParts(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

export interface Dynamic {
  where: string;
  /** The expression of the source as written (`m.line`). */
  expr: string;
}

/** Every regex of the scanned files; the `new RegExp` whose source is not statically known go to `dynamic`. */
export function collectRegexes(files: string[]): { found: Found[]; dynamic: Dynamic[] } {
  const found: Found[] = [];
  const dynamic: Dynamic[] = [];
  for (const file of files) {
    const sf = parse(file);
    const where = (n: ts.Node) => `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const visit = (n: ts.Node) => {
      if (ts.isRegularExpressionLiteral(n)) found.push({ where: where(n), ...regexParts(n.text) });
      if ((ts.isNewExpression(n) || ts.isCallExpression(n)) && ts.isIdentifier(n.expression) && n.expression.text === 'RegExp' && n.arguments?.[0]) {
        const arg = n.arguments[0];
        const flagsArg = n.arguments[1];
        // Flags not known statically (a parameter's default): with `u` where the source needs it.
        const flags = flagsArg ? evaluate(flagsArg, sf) : { values: [''], placeholder: false };
        const v = evaluate(arg, sf);
        // `new RegExp(re.source, re.flags + 'g')`: the literal itself is checked where it is written.
        const copy = ts.isPropertyAccessExpression(arg) && arg.name.text === 'source' && !v;
        if (v && !(v.placeholder && v.values.every((s) => s === NAME))) {
          for (const source of v.values) for (const f of flags?.values ?? [/\\p\{/.test(source) ? 'u' : '']) found.push({ where: where(n), source, flags: f, ...(v.placeholder ? { placeholder: true } : {}) });
        } else if (!copy) dynamic.push({ where: where(n), expr: arg.getText(sf) });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { found, dynamic };
}

export const FILES = SCANNED.flatMap((d) => tsFiles(join(ROOT, d)));

/** Data files read as regex sources (mistakes, repairs, distractors): every string value under the named keys. */
function dataSources(file: string, keys: string[], flags: string): Found[] {
  const out: Found[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === 'string' && keys.includes(k)) out.push({ where: `${file} ${path}.${k}`, source: x, flags });
        else walk(x, `${path}.${k}`);
      }
    }
  };
  walk(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), '');
  return out;
}

/**
 * The `new RegExp` whose source is not a static string, with where their sources come from. A new one
 * fails the audit until it is added here with its sources (or made static).
 */
export const DATA: Record<string, { from: string; sources: () => Found[] }> = {
  'apps/server/src/tutor/parsons.ts rule.line': { from: 'content/parsons-distractors.json', sources: () => loadDistractorRules().flatMap((r, i) => [r.line, r.after, r.before].filter((s): s is string => !!s).map((source) => ({ where: `content/parsons-distractors.json #${i} (${r.mistake})`, source, flags: 'u' }))) },
  'apps/server/src/tutor/parsons.ts rule.after!': { from: 'content/parsons-distractors.json (with rule.line)', sources: () => [] },
  'apps/server/src/tutor/parsons.ts d.into': { from: 'content/parsons-distractors.json rule.after (with rule.line)', sources: () => [] },
  'apps/server/src/tutor/parsons.ts rule.before!': { from: 'content/parsons-distractors.json (with rule.line)', sources: () => [] },
  'apps/server/src/tutor/offline/mistakes.ts m.got': { from: 'content/mistakes.json (mistakes and repairs)', sources: () => dataSources('content/mistakes.json', ['got', 'line', 'code', 'absent', 'inBlock'], '') },
  'apps/server/src/tutor/offline/mistakes.ts m.line': { from: 'content mistakes data (with m.got)', sources: () => [] },
  'apps/server/src/tutor/offline/mistakes.ts bind(m.code, groups).source': { from: 'content mistakes data (with m.got); `{group}` values are escaped', sources: () => [] },
  'apps/server/src/tutor/offline/mistakes.ts bind(m.absent, groups).source': { from: 'content mistakes data (with m.got); `{group}` values are escaped', sources: () => [] },
  "apps/server/src/tutor/offline/mistakes.ts pattern.replace(/\\{(\\w+)\\}/g, (whole, g: string) => (g in groups ? escape(groups[g]!) : whole))": { from: 'content mistakes data (with m.got); `{group}` values are escaped', sources: () => [] },
  'apps/server/src/tutor/offline/repair.ts r.line': { from: 'content/mistakes.json repairs (with m.got)', sources: () => [] },
  "apps/server/src/tutor/offline/fence.ts l.split('').map((ch) => ch.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&')).join('[\\\\s`]*')": { from: 'a secret line, each character escaped, joined by [\\s`]*', sources: () => [{ where: 'fence.ts:120 (a secret line)', source: ['p', 'r', 'i', 'n', 't', '\\(', 'x', '\\)'].join('[\\s`]*'), flags: 'g' }] },
  'apps/server/src/tutor/prompt.ts escapeRegExp(user.email)': { from: 'escaped literal text (personal data)', sources: () => [{ where: 'prompt.ts (an escaped e-mail)', source: 'kim\\.dodam@example\\.com', flags: 'gi' }] },
  'apps/server/src/tutor/prompt.ts escapeRegExp(code)': { from: 'escaped literal text (personal data)', sources: () => [] },
  'apps/server/src/tutor/prompt.ts escapeRegExp(full)': { from: 'escaped literal text (personal data)', sources: () => [] },
  'apps/server/src/tutor/prompt.ts escapeRegExp(part)': { from: 'escaped literal text (personal data)', sources: () => [] },
  'apps/server/src/tutor/offline/intents.ts word': { from: 'the concept catalogue labels (Hangul words: literal text)', sources: () => CONCEPT_IDS.flatMap((id) => (CONCEPTS[id].match(/[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => ({ where: `concept ${id}`, source: w, flags: '' }))) },
};


/**
 * Whether a regex can backtrack exponentially at all: only a repeated group (`(…)*`, `(…)+`, `(…){2,}`)
 * whose body has a choice (an alternation or a quantifier inside) can match one string in exponentially
 * many ways. A regex without one is at most polynomial, so only these go to the (slow) full check.
 */
export function loopsOverChoice(source: string): boolean {
  const stack: { choice: boolean }[] = [{ choice: false }];
  const top = () => stack[stack.length - 1]!;
  /** The quantifier at `i`: [repeats more than once, length, exact (`{4}`: no choice)], or null. */
  const quantifier = (i: number): [boolean, number, boolean?] | null => {
    const c = source[i];
    if (c === '*' || c === '+') return [true, source[i + 1] === '?' || source[i + 1] === '+' ? 2 : 1];
    if (c === '?') return [false, source[i + 1] === '?' ? 2 : 1];
    const m = c === '{' ? /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(i)) : null;
    if (!m) return null;
    const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
    return [max > 1, m[0].length, m[2] === undefined];
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    let atomEnd = i + 1;
    if (c === '\\') atomEnd = i + 2;
    else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      atomEnd = j + 1;
    } else if (c === '(') {
      stack.push({ choice: false });
      i = source[i + 1] === '?' ? i + 1 + (/^\?(?:<[=!]|[:=!]|<[A-Za-z_]\w*>)?/.exec(source.slice(i + 1))?.[0].length ?? 1) : i + 1;
      continue;
    } else if (c === '|') {
      top().choice = true;
      i++;
      continue;
    } else if (c === ')') {
      const group = stack.length > 1 ? stack.pop()! : { choice: false };
      const q = quantifier(i + 1);
      if (q && q[0] && group.choice) return true;
      if (group.choice || (q && !q[2])) top().choice = true;
      i = i + 1 + (q ? q[1] : 0);
      continue;
    }
    const q = quantifier(atomEnd);
    if (q && !q[2]) top().choice = true;
    i = atomEnd + (q ? q[1] : 0);
  }
  return false;
}
