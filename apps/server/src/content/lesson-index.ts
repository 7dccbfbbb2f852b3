// What the server needs to know about a section's lesson to accept step and prediction records:
// its step keys and its '예측해 보기' questions by id (the content is fixed while the server runs,
// so each section is read once).
import { markdownFences, parsePredict, predictQuestionId, splitLessonSteps, type PredictQuestion } from '@dodam/contracts';
import type { ContentSection } from './store.js';

export interface LessonIndex {
  stepKeys: Set<string>;
  predicts: Map<string, PredictQuestion>;
  /** Code of each question, by id. */
  predictCode: Map<string, string>;
}

const cache = new WeakMap<ContentSection, LessonIndex>();

export function lessonIndex(section: ContentSection): LessonIndex {
  let index = cache.get(section);
  if (!index) {
    const predicts = new Map<string, PredictQuestion>();
    const predictCode = new Map<string, string>();
    for (const fence of markdownFences(section.lesson)) {
      if (!fence.info.predict) continue;
      const parsed = parsePredict(fence.body);
      if ('error' in parsed) continue;
      predicts.set(predictQuestionId(parsed.code), parsed.question);
      predictCode.set(predictQuestionId(parsed.code), parsed.code);
    }
    index = { stepKeys: new Set(splitLessonSteps(section.lesson).steps.map((s) => s.key)), predicts, predictCode };
    cache.set(section, index);
  }
  return index;
}
