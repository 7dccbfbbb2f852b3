// 'Did you mean' suggestions: the closest name by edit distance among the program's own
// identifiers, Python's builtins and keywords (or a given list, e.g. str methods).
import { BUILTINS, KEYWORDS } from './py-tokens.js';
import { identifiersIn } from './source-scan.js';

/** Builtin names, with the constants a student may misspell (the one list lives in py-tokens.ts). */
export const PYTHON_BUILTIN_NAMES: readonly string[] = [...BUILTINS, 'True', 'False', 'None'];

export const PYTHON_KEYWORDS: readonly string[] = [...KEYWORDS].filter((k) => k !== 'True' && k !== 'False' && k !== 'None');

/** Method names students use on common types, for AttributeError suggestions. */
export const TYPE_METHODS: Record<string, readonly string[]> = {
  str: [
    'capitalize', 'center', 'count', 'endswith', 'find', 'format', 'index', 'isalpha', 'isdigit', 'islower',
    'isnumeric', 'isspace', 'isupper', 'join', 'lower', 'lstrip', 'replace', 'rfind', 'rstrip', 'split',
    'startswith', 'strip', 'swapcase', 'title', 'upper', 'zfill',
  ],
  list: ['append', 'clear', 'copy', 'count', 'extend', 'index', 'insert', 'pop', 'remove', 'reverse', 'sort'],
  dict: ['clear', 'copy', 'get', 'items', 'keys', 'pop', 'popitem', 'setdefault', 'update', 'values'],
  set: ['add', 'clear', 'difference', 'discard', 'intersection', 'pop', 'remove', 'union', 'update'],
  tuple: ['count', 'index'],
};

/** Edit distance where swapping two neighbouring letters (pirnt → print) also counts as one edit. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    const row = d[i] as number[];
    const up = d[i - 1] as number[];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = v;
    }
  }
  return (d[x.length] as number[])[y.length] as number;
}

/** The closest candidate to `name`, or null when none is close enough (about a third of the letters). */
export function closestName(name: string, candidates: Iterable<string>): string | null {
  const length = [...name].length;
  // One edit in a name of one or two letters is a different name (x vs y): only case counts there.
  const limit = length >= 3 ? Math.max(1, Math.floor(length / 3)) : 0.5;
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (c === name) continue;
    // A difference of case only (true → True) counts as the closest possible.
    let score = c.toLowerCase() === name.toLowerCase() ? 0.5 : levenshtein(name, c);
    // A longer or shorter form of a known name (uppercase → upper) is a good guess too.
    if (score > limit && Math.min(c.length, name.length) >= 4 && (name.startsWith(c) || c.startsWith(name))) score = limit;
    if (score <= limit && score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** A name from the program, its builtins or keywords that `name` was probably meant to be. */
export function suggestName(name: string, code = ''): string | null {
  return closestName(name, new Set([...identifiersIn(code), ...PYTHON_BUILTIN_NAMES, ...PYTHON_KEYWORDS]));
}
