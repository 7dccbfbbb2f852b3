// The console as a list of segments (pure, so it can be tested without a DOM). Adjacent output of
// the same stream is merged, so a print flood does not become thousands of nodes; a segment is
// sealed at a line end once it holds CHUNK_CHARS, so the page lays out (and, with
// content-visibility, paints) only the newest chunk instead of one ever-growing text.

export type ConsoleKind = 'stdout' | 'stderr' | 'stdin' | 'error' | 'notice';

export interface ConsoleSegment {
  id: number;
  kind: ConsoleKind;
  text: string;
  /** Complete lines that will not grow any more (rendered as their own block). */
  sealed?: boolean;
}

export const CHUNK_CHARS = 8192;

export interface ConsoleAddition {
  kind: ConsoleKind;
  text: string;
}

const MERGEABLE: ReadonlySet<ConsoleKind> = new Set(['stdout', 'stderr']);

let nextId = 1;

/** Appends additions to the segments (returns a new array; the last segment may be replaced). */
export function appendToConsole(segments: readonly ConsoleSegment[], additions: readonly ConsoleAddition[]): ConsoleSegment[] {
  const out = segments.slice();
  for (const add of additions) {
    if (add.text === '') continue;
    if (!MERGEABLE.has(add.kind)) {
      out.push({ id: nextId++, kind: add.kind, text: add.text });
      continue;
    }
    let rest = add.text;
    while (rest !== '') {
      const last = out[out.length - 1];
      const open = last && last.kind === add.kind && !last.sealed ? last : null;
      const current = open ? open.text : '';
      // Seal at the first line end once the chunk is full; the rest starts a new segment.
      const cut = rest.indexOf('\n', Math.max(0, CHUNK_CHARS - current.length - 1));
      const piece = cut < 0 ? rest : rest.slice(0, cut + 1);
      rest = cut < 0 ? '' : rest.slice(cut + 1);
      const text = current + piece;
      const sealed = cut >= 0;
      if (open) out[out.length - 1] = { ...open, text, sealed };
      else out.push({ id: nextId++, kind: add.kind, text, sealed });
    }
  }
  return out;
}

/** Merges queued additions of the same kind before they reach React (one update per frame). */
export function compactAdditions(additions: readonly ConsoleAddition[]): ConsoleAddition[] {
  const out: ConsoleAddition[] = [];
  for (const add of additions) {
    const last = out[out.length - 1];
    if (last && last.kind === add.kind && MERGEABLE.has(add.kind)) out[out.length - 1] = { kind: add.kind, text: last.text + add.text };
    else out.push({ ...add });
  }
  return out;
}

/** The console's plain text (what a student would copy). */
export function consoleText(segments: readonly ConsoleSegment[]): string {
  return segments.map((s) => s.text).join('');
}

/** '1MB', '500KB': a limit in characters, for the truncation notice. */
export function formatCharLimit(chars: number): string {
  if (chars >= 1_000_000) return `${Math.round(chars / 100_000) / 10}MB`;
  if (chars >= 1000) return `${Math.round(chars / 1000)}KB`;
  return `${chars}자`;
}
