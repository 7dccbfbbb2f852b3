// Korean particles after code words. resolveJosa reads a word the way Korean speakers say it
// (print → 프린트: '를'; sum → 섬: '을'); these helpers apply it to a word shown in backticks.
import { resolveJosa } from '@dodam/contracts';

export type JosaPair = '이/가' | '은/는' | '을/를' | '으로/로' | '과/와' | '이에요/예요' | '이라는/라는';

/** `` `name`이 `` / `` `print()`를 ``: the code word in backticks with the particle that fits it. */
export function codeJ(word: string, pair: JosaPair): string {
  const bare = word.replace(/^`+|`+$/g, '').trim();
  const resolved = resolveJosa(`${bare}${pair}`);
  return `\`${bare}\`${resolved.slice(bare.length)}`;
}

/** A plain word with the fitting particle ('변수' + '이/가' → '변수가'). */
export function wordJ(word: string, pair: JosaPair): string {
  return resolveJosa(`${word}${pair}`);
}

/** A phrase (code spans allowed anywhere: '문자열 `split()`') with the particle that fits its last word as it is read. */
export function phraseJ(phrase: string, pair: JosaPair): string {
  const bare = phrase.replace(/`/g, '');
  return `${phrase}${resolveJosa(`${bare}${pair}`).slice(bare.length)}`;
}
