// Korean particles after inserted words: templates write both forms ('을/를', '이/가', ...) and
// resolveJosa() keeps the one that fits the word before it. Code names are read the way Korean
// speakers say them (print → 프린트, no final consonant; sum → 섬, final consonant).

const PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  // [written form, after a final consonant, after a vowel]
  ['이라는/라는', '이라는', '라는'],
  ['이에요/예요', '이에요', '예요'],
  ['으로/로', '으로', '로'],
  ['을/를', '을', '를'],
  ['이/가', '이', '가'],
  ['은/는', '은', '는'],
  ['과/와', '과', '와'],
];

const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false]; // 영 일 이 삼 사 오 육 칠 팔 구

/** true: final consonant, false: none, 'rieul': ㄹ (which takes 로, not 으로), null: unknown. */
function finalConsonant(ch: string, before = '', word = ''): boolean | 'rieul' | null {
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    if (jong === 0) return false;
    return jong === 8 ? 'rieul' : true;
  }
  if (/\d/.test(ch)) return DIGIT_HAS_FINAL[Number(ch)] ?? null;
  if (/[a-z]/i.test(ch)) {
    const c = ch.toLowerCase();
    if (c === 'g' && before.toLowerCase() === 'n') return true;
    if (c === 'l') return 'rieul';
    // A silent final e leaves the consonant before it: name 네임, line 라인, type 타입, while 와일.
    if (c === 'e') {
      const b = before.toLowerCase();
      if (b === 'm' || b === 'n' || b === 'p') return true;
      if (b === 'l') return 'rieul';
    }
    // A short vowel then p, t or ck ends in a consonant too: strip 스트립, split 스플릿, get 겟,
    // format 포맷, input 인풋, pop 팝, stack 스택 (but sort 소트, print 프린트, list 리스트, sleep 슬리프).
    if (/(?:^|[^aeiou])[aeiou](?:p|t|ck)$/i.test(word)) return true;
    // m, n and -ng end in a consonant (sum 섬, string 스트링); most others are read with a vowel
    // (print 프린트, break 브레이크, score 스코어).
    return c === 'm' || c === 'n';
  }
  return null;
}

function previousWordEnd(text: string, end: number): { ch: string; before: string; word: string } | null {
  let i = end - 1;
  while (i >= 0) {
    const ch = text[i] as string;
    if (ch === ')') {
      // '정수(int)을/를' reads the word before the parentheses.
      const open = text.lastIndexOf('(', i);
      if (open > 0) {
        i = open - 1;
        continue;
      }
    }
    // Closing marks are not read aloud: a quote, 「…」, a code span's backtick, bold's asterisks ('`reverse()`는').
    if (`'"’”」』]\`*`.includes(ch) || ch === ' ') {
      i--;
      continue;
    }
    // Trailing underscores are not read aloud: 'append_' is read like 'append'.
    if (ch === '_' && /[A-Za-z0-9_]/.test(text[i - 1] ?? '')) {
      i--;
      continue;
    }
    let start = i;
    while (start > 0 && /[A-Za-z]/.test(text[start - 1] as string)) start--;
    return { ch, before: text[i - 1] ?? '', word: /[A-Za-z]/.test(ch) ? text.slice(start, i + 1) : '' };
  }
  return null;
}

export function resolveJosa(text: string): string {
  let out = text;
  for (const [written, consonant, vowel] of PAIRS) {
    let index = out.indexOf(written);
    while (index >= 0) {
      const prev = previousWordEnd(out, index);
      const fin = prev === null ? null : finalConsonant(prev.ch, prev.before, prev.word);
      let chosen: string;
      if (fin === null) chosen = written === '이라는/라는' ? '(이)라는' : `${consonant}(${vowel})`;
      else if (written === '으로/로' && fin === 'rieul') chosen = vowel;
      else chosen = fin ? consonant : vowel;
      out = out.slice(0, index) + chosen + out.slice(index + written.length);
      index = out.indexOf(written, index + chosen.length);
    }
  }
  return out;
}
