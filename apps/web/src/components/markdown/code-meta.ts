// What a fenced code block in lesson markdown means (content/README.md), read by the one info-string
// parser of the contracts: ```python is a runnable example, ```python input=a|b is runnable with those
// input() lines, ```python norun is shown only, ```python predict is a '예측해 보기' question,
// ```python task is a checked task, ```python trace offers '코드 따라가기', ```python parsons
// exercise=<id> is the tutor's order puzzle.
import { parseFenceInfo, type FenceInfo } from '@dodam/contracts';

export interface CodeBlockInfo extends Omit<FenceInfo, 'language'> {
  /** react-markdown's language class, null for a bare fence. */
  language: string | null;
  /** A ```python example that may be run as shown. */
  runnable: boolean;
}

export function parseCodeBlock(className: unknown, meta: string | null | undefined): CodeBlockInfo {
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(/\s+/) : [];
  const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? null;
  const info = parseFenceInfo(meta ?? '', language ?? '');
  const runnable = language === 'python' && !info.predict && !info.task && !info.norun && !info.parsons;
  return { ...info, language, runnable };
}

/** Same-origin (or relative) image sources only: a remote image would leak the reader's visit. */
export function isSameOriginUrl(src: string, origin: string): boolean {
  if (src.trim() === '') return false;
  try {
    const url = new URL(src, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

/** Links leaving the app open in a new tab without giving it a handle on this page. */
export function isExternalHref(href: string, origin: string): boolean {
  if (href.startsWith('#')) return false;
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
}
