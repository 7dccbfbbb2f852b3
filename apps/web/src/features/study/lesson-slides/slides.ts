import { scanMarkdownLines as scanLines, splitLessonSteps, type LessonStep } from '@dodam/contracts';

// The video-less lecture: lesson.md cut into slides, one per '## ' heading (content/README.md),
// plus the table of contents and the text a narrator reads aloud. Headings inside code fences
// are code, not structure.

/** A slide is a lesson step (one '## ' heading): title, body and the checks it holds. */
export type Slide = LessonStep;

export interface SlideOutline {
  /** The '# ' title of the lesson ('' when missing). */
  title: string;
  slides: Slide[];
}

export interface TocEntry {
  level: number;
  title: string;
}

function plainHeading(text: string): string {
  return text.replace(/\s+#+\s*$/, '').replace(/`/g, '').trim();
}

export function splitSlides(markdown: string): SlideOutline {
  const outline = splitLessonSteps(markdown);
  return { title: outline.title, slides: outline.steps };
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
