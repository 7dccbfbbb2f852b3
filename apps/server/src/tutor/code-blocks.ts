// The tutor's one reader of fenced code blocks in markdown (lessons, summaries, replies, history):
// a fence of three or more backticks with an info string, the body, the same fence closing it.
import { parseFenceInfo } from '@dodam/contracts';

export interface CodeBlock {
  /** The block as written, fences included. */
  whole: string;
  /** The backticks that open and close it. */
  fence: string;
  /** The info string after the opening fence (`python norun`). */
  info: string;
  body: string;
}

const FENCED_BLOCK = /(`{3,})([^\n]*)\n([\s\S]*?)\n?\1/g;

const blockOf = (m: RegExpExecArray | RegExpMatchArray): CodeBlock => ({ whole: m[0], fence: m[1]!, info: m[2]!, body: m[3]! });

/** The fenced blocks of a text, in order. */
export function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(FENCED_BLOCK)].map(blockOf);
}

/** For each line of a text (split on '\n'), whether it belongs to a fenced block, its fence lines included. */
export function codeBlockLines(text: string): boolean[] {
  const lines = text.split('\n');
  const inBlock = lines.map(() => false);
  let line = 0;
  let start = 0;
  for (const m of text.matchAll(FENCED_BLOCK)) {
    const from = m.index;
    const to = from + m[0].length;
    // Lines ending before the block are prose; every line overlapping it is the block's.
    while (line < lines.length && start + lines[line]!.length < from) start += lines[line++]!.length + 1;
    for (let i = line, at = start; i < lines.length && at < to; at += lines[i++]!.length + 1) inBlock[i] = true;
  }
  return inBlock;
}

/** The text with each fenced block replaced by what `replace` makes of it. */
export function replaceCodeBlocks(text: string, replace: (block: CodeBlock) => string): string {
  return text.replace(FENCED_BLOCK, (...args: string[]) => replace({ whole: args[0]!, fence: args[1]!, info: args[2]!, body: args[3]! }));
}

/** The Python examples of a lesson text, runnable ones first (`norun` marks the others). */
export function pythonExamples(markdown: string): { code: string; norun: boolean }[] {
  return codeBlocks(markdown)
    .map((b) => ({ block: b, info: parseFenceInfo(b.info.trim()) }))
    .filter((x) => x.info.language === 'python')
    // A predict block's options follow a '---' line: the example is the code above it.
    .map((x) => ({ code: (x.info.predict ? x.block.body.split(/^---\s*$/m)[0]! : x.block.body).trimEnd(), norun: x.info.norun }))
    .sort((a, b) => Number(a.norun) - Number(b.norun));
}
