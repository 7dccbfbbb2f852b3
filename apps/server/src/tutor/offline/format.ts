// Small markdown helpers of the offline tutor's replies: code fences, inline code, section names, lesson links.
import type { TutorContext } from '../context.js';
import type { Chunk, CourseIndex } from '../retrieval.js';
import { TEXTS } from './texts.js';

export function pick<T>(items: readonly T[], seed: string): T {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

export function fencedCode(code: string, lang = 'python'): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${code.replace(/\n+$/, '')}\n${f}`;
}

export function inlineCode(text: string): string {
  const t = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  return t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
}

export function sectionName(ctx: TutorContext): string {
  return ctx.section ? TEXTS.format.section(ctx.section.id, ctx.section.title) : TEXTS.format.python;
}

/** A markdown link to the lesson passage that best explains `query`, within what the student has reached. */
export function lessonLink(ctx: TutorContext, index: CourseIndex | undefined, query: string): string {
  const top = index?.search(query, { maxOrder: ctx.section?.order, limit: 1, boost: (c) => (c.sectionId === ctx.section?.id ? 1.2 : 1) })[0];
  return top ? `\n\n📖 ${linkTo(ctx, top.chunk)}` : '';
}

export function linkTo(ctx: TutorContext, chunk: Chunk): string {
  const courseId = ctx.course?.id ?? 'python';
  return TEXTS.format.lessonLink(chunk.sectionId, chunk.sectionTitle, chunk.heading, `/learning/${courseId}/video?section=${encodeURIComponent(chunk.sectionId)}`);
}
