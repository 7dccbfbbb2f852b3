// The error-card corpus: several hundred beginner error programs (programs/*.txt), each run under
// CPython (python3, one batched process) and Pyodide 3.14 (one instance), explained, and checked:
// the error is the expected one, the card is specific (coverage ≥ 90 % per version, reported
// below), it is the expected entry, its text is complete Korean, a mechanical fix removes the
// error when applied, the concept fence holds, and a hand-checked sample matches golden files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONCEPTS, CONCEPT_IDS, type ConceptFence, type ConceptId } from '../../concepts.js';
import { ERROR_RULES } from '../error-rules.js';
import { explainPythonError, type PythonErrorExplanation } from '../explain.js';
import fixtures from '../fixtures/error-fixtures.json';
import { loadCorpus, type CorpusProgram } from './load.js';
import { runCpythonBatch, startPyodide, type BatchProgram } from './run-batch.js';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = loadCorpus();
const GENERIC = new Set(['syntax-error', 'type-error', 'value-error', 'other-error']);
// Kept for texts of older Pythons (3.8's "unexpected EOF while parsing"); tested in explain.test.ts.
const LEGACY = new Set(['unexpected-eof']);
const VERSIONS = ['py311', 'py314'] as const;
type Version = (typeof VERSIONS)[number];

interface Outcome {
  traceback: string;
  card: PythonErrorExplanation | null;
}

const outcomes: Record<Version, Outcome[]> = { py311: [], py314: [] };
const fixedRuns: Record<Version, Map<number, string>> = { py311: new Map(), py314: new Map() };
const versions: Record<Version, string> = { py311: '', py314: '' };

/** The program with the card's fix applied (line replaced; '' deletes it). */
function applyFix(code: string, fix: { line: number; code: string }): string {
  const lines = code.split('\n');
  lines.splice(fix.line - 1, 1, ...(fix.code === '' ? [] : [fix.code]));
  return lines.join('\n');
}

function explain(p: CorpusProgram, traceback: string, fence?: ConceptFence): PythonErrorExplanation | null {
  return explainPythonError(traceback, { code: p.code, ...(fence ? { fence } : {}) });
}

beforeAll(async () => {
  const programs: BatchProgram[] = corpus.map((p) => ({ code: p.code, inputs: p.inputs }));
  const cpython = runCpythonBatch(programs);
  versions.py311 = cpython.version;
  const pyodide = await startPyodide();
  versions.py314 = pyodide.version;
  // Pyodide cannot be interrupted from this thread: a program that ran out of time in CPython is
  // not started there (reported the same way).
  const pyodideResults = programs.map((p, i) => (cpython.results[i] === 'TIMEOUT' ? 'TIMEOUT' : pyodide.run(p)));
  const cpythonFixed = new Map<string, string>();
  for (const [version, results] of [['py311', cpython.results], ['py314', pyodideResults]] as const) {
    outcomes[version] = corpus.map((p, i) => {
      const traceback = results[i] ?? '';
      return { traceback, card: explain(p, traceback) };
    });
  }
  // Second round: every mechanical fix applied and run again in the same Python.
  for (const version of VERSIONS) {
    const fixed: { index: number; program: BatchProgram }[] = [];
    outcomes[version].forEach((o, index) => {
      const p = corpus[index] as CorpusProgram;
      if (o.card?.fix) fixed.push({ index, program: { code: applyFix(p.code, o.card.fix), inputs: p.inputs } });
    });
    const results =
      version === 'py311'
        ? runCpythonBatch(fixed.map((f) => f.program)).results
        : fixed.map((f) => (cpythonFixed.get(f.program.code) === 'TIMEOUT' ? 'TIMEOUT' : pyodide.run(f.program)));
    if (version === 'py311') fixed.forEach((f, k) => cpythonFixed.set(f.program.code, results[k] ?? ''));
    fixed.forEach((f, k) => fixedRuns[version].set(f.index, results[k] ?? ''));
  }
}, 300_000);

describe('error-card corpus', () => {
  it('has at least 300 programs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
  });

  it.each(VERSIONS)('runs under the expected Pythons (%s)', (version) => {
    expect(versions[version]).toMatch(version === 'py311' ? /^3\.11\./ : /^3\.14\./);
  });

  it.each(VERSIONS)('every program raises its expected exception (%s)', (version) => {
    const wrong = corpus
      .map((p, i) => ({ p, card: outcomes[version][i]?.card, tb: outcomes[version][i]?.traceback ?? '' }))
      .filter(({ p, card }) => card?.errorType !== p.type)
      .map(({ p, card, tb }) => `${p.where}: expected ${p.type}, got ${card?.errorType ?? 'no error'}\n${tb.trim().split('\n').pop() ?? ''}`);
    expect(wrong.join('\n\n')).toBe('');
  });

  it.each(VERSIONS)('gives a specific explanation for at least 90 percent of the programs (%s)', (version) => {
    const specific = outcomes[version].filter((o) => o.card && !GENERIC.has(o.card.id)).length;
    const expected = corpus.filter((p, i) => outcomes[version][i]?.card?.id === p.rule).length;
    const pct = (n: number) => `${((100 * n) / corpus.length).toFixed(1)} %`;
    console.log(
      `[error corpus] Python ${versions[version]}: ${corpus.length} programs, specific explanation ${specific} (${pct(specific)}), expected entry ${expected} (${pct(expected)})`,
    );
    expect(specific / corpus.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(VERSIONS)('explains every program with its expected entry (%s)', (version) => {
    const wrong = corpus
      .map((p, i) => ({ p, o: outcomes[version][i] as Outcome }))
      .filter(({ p, o }) => o.card?.id !== p.rule)
      .map(({ p, o }) => `${p.where}: expected ${p.rule}, got ${o.card?.id ?? 'null'} — ${o.traceback.trim().split('\n').pop() ?? ''}`);
    expect(wrong.join('\n\n')).toBe('');
  });

  it.each(VERSIONS)('writes complete card texts pointing into the program (%s)', (version) => {
    const bad: string[] = [];
    corpus.forEach((p, i) => {
      const card = outcomes[version][i]?.card;
      if (!card) return;
      const text = `${card.title}\n${card.explanation}\n${card.suggestion}`;
      // f-string examples in the text ({name} inside f'…') are code, not placeholders
      if (/\{[a-zA-Z]+\}/.test(text.replace(/f'[^']*'/g, ''))) bad.push(`${p.where}: placeholder left: ${text}`);
      if (/[을이은과]\/[를가는와]|으로\/로|이라는\/라는/.test(text)) bad.push(`${p.where}: particle pair left: ${text}`);
      if (/undefined|null|NaN/.test(text)) bad.push(`${p.where}: ${text}`);
      if (card.line !== undefined && (card.line < 1 || card.line > p.code.split('\n').length)) bad.push(`${p.where}: line ${card.line}`);
    });
    expect(bad.join('\n\n')).toBe('');
  });

  it.each(VERSIONS)('removes the error when a mechanical fix is applied (%s)', (version) => {
    const failures: string[] = [];
    for (const [index, traceback] of fixedRuns[version]) {
      const p = corpus[index] as CorpusProgram;
      const card = outcomes[version][index]?.card as PythonErrorExplanation;
      if (traceback !== '') failures.push(`${p.where} (${card.id}): fixed program still fails:\n${applyFix(p.code, card.fix as { line: number; code: string })}\n${traceback}`);
    }
    console.log(`[error corpus] Python ${versions[version]}: ${fixedRuns[version].size} mechanical fixes applied and re-run`);
    expect(fixedRuns[version].size).toBeGreaterThan(60);
    expect(failures.join('\n\n')).toBe('');
  });

  it('has a real example (corpus or fixtures) for every entry of the table', () => {
    const seen = new Set([...corpus.map((p) => p.rule), ...(fixtures as { id: string }[]).map((f) => f.id)]);
    const missing = ERROR_RULES.map((r) => r.id).filter((id) => !seen.has(id) && !GENERIC.has(id) && !LEGACY.has(id));
    expect(missing.join('\n\n')).toBe('');
  });
});

// Code words that tell a student to use a concept (in a suggestion), and the words that show the
// student's own program already reaches for it (then naming it is a correction, not a new concept).
const CONCEPT_WORDS: Partial<Record<ConceptId, [RegExp, RegExp]>> = {
  if: [/\bif\b/, /\b(?:if|elif|else)\b/],
  while: [/\bwhile\b/, /\bwhile\b/],
  function: [/\bdef\b/, /\b(?:def|return)\b/],
  import: [/\bimport\b/, /\bimport\b/],
  'global-nonlocal': [/\b(?:global|nonlocal)\b/, /\b(?:global|nonlocal)\b/],
  'try-except': [/\b(?:try|except)\b/, /\b(?:try|except)\b/],
  'dict-methods': [/\.get\(/, /\.get\b/],
  range: [/\brange\(/, /\brange\b/],
  len: [/\blen\(/, /\blen\b/],
  pass: [/\bpass\b/, /\bpass\b/],
  map: [/\bmap\(/, /\bmap\b/],
  tuple: [/\{\(1, 2\)/, /\(\s*\w+\s*,/],
  'augmented-assign': [/\w [-+*/]= /, /[-+*/]=|\+\+|--/],
};
const SECTION_4: ConceptId[] = ['variable', 'print', 'input', 'string', 'arithmetic', 'int-float', 'split'];
const fence: ConceptFence = {
  allows: (c) => SECTION_4.includes(c),
  taughtAt: (c) => (c === 'if' ? '파이썬기초1 · 13. 조건문 if' : null),
};

describe('concept fence on error cards', () => {
  it.each(VERSIONS)('never tells a section-4 student to use a later concept (%s)', (version) => {
    const leaks: string[] = [];
    corpus.forEach((p, i) => {
      const o = outcomes[version][i] as Outcome;
      const card = explain(p, o.traceback, fence);
      if (!card) return;
      // The notes "X은/는 …에서 배워요." name a concept on purpose; the advice is what comes before.
      const advice = Object.values(CONCEPTS).reduce((s, name) => s.split(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[은는] .*?배워요\\.`))[0] as string, card.suggestion);
      const own = `${p.code}\n${card.fix?.code ?? ''}`;
      for (const [concept, [word, used]] of Object.entries(CONCEPT_WORDS) as [ConceptId, [RegExp, RegExp]][]) {
        if (word.test(advice) && !used.test(own)) leaks.push(`${p.where} (${card.id}) uses ${concept}: ${card.suggestion}`);
      }
      if (card.fix && /배워요\.$/.test(card.suggestion)) leaks.push(`${p.where}: fix offered for a fenced concept`);
    });
    expect(leaks.join('\n\n')).toBe('');
  });

  it('names where the fenced concept is taught', () => {
    const p = corpus.find((x) => x.rule === 'zero-division') as CorpusProgram;
    const index = corpus.indexOf(p);
    const card = explain(p, (outcomes.py311[index] as Outcome).traceback, fence);
    expect(card?.suggestion).toContain('조건문 if / elif / else는 파이썬기초1 · 13. 조건문 if에서 배워요.');
    expect(card?.suggestion).not.toMatch(/\bif (?:나누는값|b) !=/);
    // Open fence: the tip checks the student's own divisor ('a / b' → b).
    const open = explain(p, (outcomes.py311[index] as Outcome).traceback);
    expect(open?.suggestion).toContain('if b != 0');
  });

  it('knows every concept id it checks', () => {
    for (const c of Object.keys(CONCEPT_WORDS)) expect(CONCEPT_IDS).toContain(c);
  });
});

// Hand-checked sample: the full card text of programs marked golden=name, per version. Run with
// UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then read the diff before committing.
describe('golden cards', () => {
  const golden = corpus.filter((p) => p.golden);
  it('keeps a sample of about 20 cards', () => {
    expect(golden.length).toBeGreaterThanOrEqual(20);
  });
  it.each(golden.map((p) => [p.golden as string, p] as const))('%s', (name, p) => {
    const index = corpus.indexOf(p);
    const text = VERSIONS.map((version) => {
      const card = outcomes[version][index]?.card;
      const lines = [`## ${version}`, `id: ${card?.id}`, `title: ${card?.title}`, `explanation: ${card?.explanation}`, `suggestion: ${card?.suggestion}`];
      if (card?.fix) lines.push(`fix (line ${card.fix.line}): ${card.fix.code}`);
      return lines.join('\n');
    });
    const content = `# ${p.where}\n${p.code}\n\n${text.join('\n\n')}\n`;
    const file = join(here, 'golden', `${name}.txt`);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, content);
    expect(existsSync(file), `${file} missing: run with UPDATE_GOLDEN=1 and check it by hand`).toBe(true);
    expect(content).toBe(readFileSync(file, 'utf8'));
  });
});
