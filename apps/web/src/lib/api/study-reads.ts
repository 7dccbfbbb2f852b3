// The study screens' react-query keys and the practice screen's read, apart from features/study/api/learning.ts: the
// page's start prefetches that read (lib/learning/prefetch.ts) and must not pull the action queue,
// the evaluation cache and their side effects into the main bundle.
import { practiceResponseSchema } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

export type SectionMarkdownFile = 'lesson.md' | 'summary.md';

export const studyKeys = {
  markdown: (sectionId: string, file: SectionMarkdownFile) => ['section', sectionId, file] as const,
  practice: (sectionId: string) => ['section', sectionId, 'practice'] as const,
  problems: (sectionId: string) => ['section', sectionId, 'problems'] as const,
  concepts: (sectionId: string) => ['section', sectionId, 'concepts'] as const,
  evaluation: (sectionId: string) => ['evaluation-state', sectionId] as const,
  lessonSteps: (sectionId: string) => ['lesson-steps', sectionId] as const,
};

/** `redirectOn401: false` for a read started before the stored session was checked (prefetch.ts). */
export const fetchPractice = (sectionId: string, signal?: AbortSignal, redirectOn401?: false) =>
  apiRequest(`/content/sections/${encodeURIComponent(sectionId)}/practice.json`, { schema: practiceResponseSchema, signal, redirectOn401 });
