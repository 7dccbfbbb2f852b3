// Calls that show courses and their progress (the catalogue, the dashboards and the learning
// screens read the same 'contents' queries), zod-checked, plus the react-query keys they are cached under.
import { contentCourseSchema, contentListResponseSchema } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

/** Everything under 'contents' shows progress, so one invalidation refreshes every progress bar. */
export const learningKeys = {
  contentsRoot: ['contents'] as const,
  contents: ['contents', 'list'] as const,
  content: (courseId: string) => ['contents', 'detail', courseId] as const,
};

export const fetchContents = (signal?: AbortSignal) => apiRequest('/contents', { schema: contentListResponseSchema, signal });
/** `redirectOn401: false` for a read started before the stored session was checked (lib/learning/prefetch.ts). */
export const fetchContent = (courseId: string, signal?: AbortSignal, redirectOn401?: false) =>
  apiRequest(`/contents/${encodeURIComponent(courseId)}`, { schema: contentCourseSchema, signal, redirectOn401 });
