// Code first: what the student says they expected ('55 나와야 되는데 45 나옴', '3이 나와야 하는데
// 2가 떠요'), read from their own words, and the loop bound that explains a difference of exactly
// the bound's value (`while i < 10` summing to 45 instead of 55: 10 was never added). The tutor
// compares with the student's expectation, not with the open exercise's example output.
import { maskStringsAndComments, resolveJosa } from '@dodam/contracts';
import { codeJ } from '../korean.js';

export interface StatedExpectation {
  want: string;
  got?: string | undefined;
}

const VALUE = String.raw`([^\s,.!?]+?|"[^"]*"|'[^']*')`;
const PARTICLE = String.raw`(?:이|가|은|는|을|를|으로|로)?`;
const SHOULD = String.raw`(?:나와야|나와야지|나와야지요|출력돼야|출력되어야|떠야|여야|이어야|돼야|되어야|아님\??|아니야\??|아닌가요?\??|아니에요\??|아니냐\??|나올\s*줄|뜰\s*줄|될\s*줄|인\s*줄)\s*(?:\S*?)`;
const GOT = String.raw`(?:나옴|나와요|나와여|나와|나오는데|나오네|나오고|나왔어요|나왔어|나왔는데|나오던데|떠요|떠여|뜸|떠|뜨는데|뜨네|뜨던데|찍혀요|찍혀|찍힘|출력돼요|출력됨|됨|돼요|이에요|예요|임)`;
const PATTERN = new RegExp(String.raw`${VALUE}\s*${PARTICLE}\s*${SHOULD}[\s,]*(?:근데|그런데|실제로는|실제론)?\s*${VALUE}\s*${PARTICLE}\s*${GOT}`);
const WANT_ONLY = new RegExp(String.raw`${VALUE}\s*${PARTICLE}\s*${SHOULD}`);

const clean = (v: string) => v.replace(/^["']|["']$/g, '').replace(/(이|가|은|는|을|를)$/, (m, _p, off: number, s: string) => (/\d$/.test(s.slice(0, off)) ? '' : m));

/** The expected (and the actual) value the student names, if they name one. */
export function statedExpectation(message: string): StatedExpectation | undefined {
  const m = PATTERN.exec(message);
  if (m) return { want: clean(m[1]!), got: clean(m[2]!) };
  const w = WANT_ONLY.exec(message);
  if (w && /\d/.test(w[1]!)) return { want: clean(w[1]!) };
  return undefined;
}

export interface BoundReading {
  line: number;
  code: string;
  message: string;
}

/**
 * A loop that stops one short: `while i < N` (or `range(…, N)`) where the student expected the sum
 * (or the count) to include N. Read on their numbers: the difference want − got equals N (or 1).
 */
export function loopBoundReading(code: string, stated: StatedExpectation): BoundReading | undefined {
  const want = Number(stated.want);
  const got = stated.got !== undefined ? Number(stated.got) : Number.NaN;
  if (!Number.isFinite(want)) return undefined;
  const lines = maskStringsAndComments(code.replace(/\r\n?/g, '\n')).split('\n');
  const raw = code.replace(/\r\n?/g, '\n').split('\n');
  for (const [i, l] of lines.entries()) {
    const w = /^\s*while\s+([A-Za-z_]\w*)\s*<\s*(\d+)\s*:/.exec(l);
    const r = /\brange\s*\(\s*(?:[^,()]+,\s*)?(\d+)\s*\)/.exec(l);
    const bound = w ? Number(w[2]) : r ? Number(r[1]) : Number.NaN;
    if (!Number.isFinite(bound)) continue;
    const diff = want - got;
    if (Number.isFinite(got) && diff !== bound && diff !== 1) continue;
    const text = raw[i]!.trim();
    const why = w
      ? `조건 \`${w[1]} < ${bound}\`은/는 ${codeJ(w[1]!, '이/가')} ${bound}이/가 되는 순간 거짓이라서, ${bound}일 때는 반복 안으로 들어가지 않아요.`
      : `\`range()\`은/는 끝 숫자 ${bound}의 **바로 앞까지만** 만들어서 ${bound}은/는 포함되지 않아요.`;
    const gap = Number.isFinite(got) ? ` 기대한 ${want}과/와 나온 ${got}의 차이 ${diff}이/가 바로 빠진 마지막 반복이에요.` : '';
    const fix = w ? '(힌트: `<`와 `<=`의 차이)' : '(힌트: 끝 숫자는 포함되지 않아요)';
    return {
      line: i + 1,
      code: text,
      message: resolveJosa(`${why}${gap} ${bound}까지 **포함**하려면 이 줄을 어떻게 바꾸면 될까요? ${fix}`),
    };
  }
  return undefined;
}
