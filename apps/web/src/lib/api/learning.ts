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
export const fetchContent = (courseId: string, signal?: AbortSignal) =>
  apiRequest(`/contents/${encodeURIComponent(courseId)}`, { schema: contentCourseSchema, signal });
