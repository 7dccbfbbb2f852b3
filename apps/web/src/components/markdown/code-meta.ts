// What a fenced code block in lesson markdown means (content/README.md): ```python is a runnable
// example, ```python input=a|b is runnable with those input() lines, ```python norun is shown only,
// ```python predict is a '예측해 보기' question.

export interface CodeBlockInfo {
  language: string | null;
  runnable: boolean;
  /** Values for input(), in order. */
  inputs: string[];
  /** ```python predict: a '예측해 보기' question (code, ---, choices), answered before it runs. */
  predict: boolean;
}

export function parseCodeBlock(className: unknown, meta: string | null | undefined): CodeBlockInfo {
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(/\s+/) : [];
  const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? null;
  const info = meta ?? '';
  const predict = language === 'python' && /(^|\s)predict(\s|$)/.test(info);
  const runnable = language === 'python' && !predict && !/(^|\s)norun(\s|$)/.test(info);
  // Everything after 'input=' belongs to the values: a value may contain spaces ('10 20 30').
  const match = /(?:^|\s)input=(.*)$/.exec(info);
  const inputs = match?.[1] !== undefined ? match[1].replace(/\s+norun\s*$/, '').split('|') : [];
  return { language, runnable, inputs, predict };
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
