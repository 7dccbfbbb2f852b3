// The third rung of the hint ladder: the reference solution's shape with every expression blanked
// (`____`), so the student sees which statements to write but never the solution itself. Lines the
// starter code already gives stay as they are.
import { maskStringsAndComments } from '@dodam/contracts';

export const BLANK = '____';

const ASSIGN = /^((?:[A-Za-z_\u3130-\u318F\uAC00-\uD7A3][\w\u3130-\u318F\uAC00-\uD7A3]*)(?:\s*,\s*[A-Za-z_\u3130-\u318F\uAC00-\uD7A3][\w\u3130-\u318F\uAC00-\uD7A3]*)*(?:\s*\[[^\]]*\])?)\s*(\*\*=|\/\/=|[+\-*/%]?=)(?!=)\s*(.+)$/;
const CALL = /^([A-Za-z_][\w.]*)\s*\((.*)\)$/;

function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') return line.slice(0, i).trimEnd();
  }
  return line.trimEnd();
}

function depth(text: string): number {
  let d = 0;
  for (const ch of maskStringsAndComments(text)) {
    if (ch === '(' || ch === '[' || ch === '{') d++;
    else if (ch === ')' || ch === ']' || ch === '}') d--;
  }
  return d;
}

/** Logical lines (bracket continuations joined), comments removed, indentation kept. */
export function logicalLines(code: string): string[] {
  const out: string[] = [];
  let buffer = '';
  for (const raw of code.replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripComment(raw);
    buffer = buffer ? `${buffer} ${line.trim()}` : line;
    if (buffer.trim() === '') {
      if (out.length && out[out.length - 1] !== '') out.push('');
      buffer = '';
      continue;
    }
    if (depth(buffer) > 0) continue;
    out.push(buffer);
    buffer = '';
  }
  if (buffer.trim()) out.push(buffer);
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}

function blankStatement(stmt: string): string {
  let m: RegExpExecArray | null;
  if (/^def\s/.test(stmt) || /^(else|try|finally)\s*:$/.test(stmt) || /^except\b/.test(stmt) || /^(break|continue|pass)$/.test(stmt)) return stmt;
  if ((m = /^(if|elif|while)\s.+:$/.exec(stmt))) return `${m[1]} ${BLANK}:`;
  if (/^for\s.+\sin\s.+:$/.test(stmt)) return `for ${BLANK} in ${BLANK}:`;
  if (/^return\b/.test(stmt)) return stmt === 'return' ? stmt : `return ${BLANK}`;
  if ((m = ASSIGN.exec(stmt))) return `${m[1]} ${m[2]} ${BLANK}`;
  if ((m = CALL.exec(stmt))) return `${m[1]}(${BLANK})`;
  return BLANK;
}

/** The skeleton of `solution`: statements kept, expressions blanked; starter-code lines kept whole. */
export function skeletonFromSolution(solution: string, starterCode = ''): string {
  const given = new Set(logicalLines(starterCode).map((l) => l.trim()).filter((l) => l && !l.includes('___')));
  return logicalLines(solution)
    .map((line) => {
      if (line === '') return '';
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      const stmt = line.trim();
      return given.has(stmt) ? line : `${indent}${blankStatement(stmt)}`;
    })
    .join('\n');
}
