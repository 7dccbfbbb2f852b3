// The next small step after a feeling or small talk, and the sentences about the open task and the next section.
import { resolveJosa, type ConceptId } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import { sectionName } from '../format.js';
import { taskOf } from '../task.js';

export function taskLine(ctx: TutorContext): string {
  const task = taskOf(ctx);
  if (!task) return '';
  return TEXTS.smallTalk.onTask(task.kind, task.title);
}

/** '다음은 14섹션 「반복문 while」에서 …을 배워요.' (the next section of the course, with its first concept's gist). */
export function nextSectionSentence(ctx: TutorContext): string {
  const sections = ctx.course?.sections ?? [];
  const at = sections.findIndex((s) => s.id === ctx.section?.id);
  const next = at >= 0 ? sections[at + 1] : undefined;
  if (!next) return at >= 0 ? TEXTS.smallTalk.lastSection(sectionName(ctx)) : TEXTS.smallTalk.pickSection;
  const first = next.concepts.find((c) => CONCEPT_GISTS[c as ConceptId]) as ConceptId | undefined;
  return TEXTS.smallTalk.nextSection(next.id, next.title, first ? CONCEPT_GISTS[first] : undefined);
}

/** The next small step after a feeling or small talk: the open task, else the section. */
export function nextStep(ctx: TutorContext): string {
  const task = taskOf(ctx);
  if (task) return TEXTS.smallTalk.nextStepTask(task.kind, task.title);
  // A concrete small step in this section: its first exercise (one rung of its ladder), else a concept to ask about.
  if (ctx.section) return resolveJosa(TEXTS.smallTalk.nextStepSection(sectionName(ctx), ctx.section.practice[0]?.title));
  return TEXTS.smallTalk.nextStep;
}
