// The video-less lecture: lesson.md cut into slides, one per '## ' heading (content/README.md),
// plus the table of contents and the text a narrator reads aloud. Headings inside code fences
// are code, not structure.

export interface Slide {
  /** Heading text without the '## ' marker and without inline-code backticks. */
  title: string;
  /** Markdown of the slide body (without its heading). */
  body: string;
}

export interface LessonOutline {
  /** The '# ' title of the lesson ('' when missing). */
  title: string;
  slides: Slide[];
}

export interface TocEntry {
  level: number;
  title: string;
}

const FENCE = /^\s{0,3}(```|~~~)/;

function plainHeading(text: string): string {
  return text.replace(/\s+#+\s*$/, '').replace(/`/g, '').trim();
}

/** Lines of a markdown text with a flag telling whether each line is inside a code fence. */
function scanLines(markdown: string): { line: string; code: boolean }[] {
  let fence: string | null = null;
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const match = FENCE.exec(line);
      if (match) {
        const marker = match[1]!;
        if (fence === null) fence = marker;
        else if (fence === marker) {
          fence = null;
          return { line, code: true };
        }
        return { line, code: true };
      }
      return { line, code: fence !== null };
    });
}

export function splitSlides(markdown: string): LessonOutline {
  let title = '';
  const slides: Slide[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const intro: string[] = [];
  for (const { line, code } of scanLines(markdown)) {
    if (!code) {
      const h1 = /^#\s+(.+)$/.exec(line);
      if (h1 && !title && current === null) {
        title = plainHeading(h1[1]!);
        continue;
      }
      const h2 = /^##\s+(.+)$/.exec(line);
      if (h2) {
        if (current) slides.push({ title: current.title, body: current.lines.join('\n').trim() });
        current = { title: plainHeading(h2[1]!), lines: [] };
        continue;
      }
    }
    if (current) current.lines.push(line);
    else intro.push(line);
  }
  if (current) slides.push({ title: current.title, body: current.lines.join('\n').trim() });
  // Text before the first '## ' becomes an opening slide under the lesson title.
  const introBody = intro.join('\n').trim();
  if (introBody) slides.unshift({ title: title || '들어가며', body: introBody });
  if (slides.length === 0) slides.push({ title: title || '학습 내용', body: markdown.trim() });
  return { title, slides };
}

/** Headings of levels 1-3 outside code, like the server's section-guide toc. */
export function tableOfContents(markdown: string): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const { line, code } of scanLines(markdown)) {
    if (code) continue;
    const m = /^(#{1,3})\s+(.+)$/.exec(line);
    if (m) toc.push({ level: m[1]!.length, title: plainHeading(m[2]!) });
  }
  return toc;
}

/**
 * What the narrator says for a slide: its title and prose, without code blocks, tables, markup or
 * emoji (a speech engine would spell them out).
 */
export function speechText(slide: Slide): string {
  const prose = scanLines(slide.body)
    .filter(({ line, code }) => !code && !/^\s*\|/.test(line))
    .map(({ line }) =>
      line
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/^\s{0,3}(>\s?)+/, '')
        .replace(/^\s*([-*+]|\d+\.)\s+/, '')
        .replace(/[*_~#]+/g, '')
        .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
        .trim(),
    )
    .filter((line) => line !== '');
  return [slide.title, ...prose].join('\n');
}
