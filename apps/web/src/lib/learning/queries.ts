// react-query bindings of the course list and detail. Progress lives in the 'contents' queries only, so the
// contents list, the contents detail, the learning sidebar and the bottom bar read the same data.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentCourse } from '@dodam/contracts';
import { fetchContent, fetchContents, learningKeys } from '@/lib/api/learning';

export function useContents() {
  return useQuery({ queryKey: learningKeys.contents, queryFn: ({ signal }) => fetchContents(signal) });
}

export function useContent(courseId: string) {
  const queryClient = useQueryClient();
  // The list already holds every course: show it at once while the detail loads.
  const fromList = queryClient.getQueryData<{ courses: ContentCourse[] }>(learningKeys.contents)?.courses.find((c) => c.id === courseId);
  return useQuery({
    queryKey: learningKeys.content(courseId),
    queryFn: ({ signal }) => fetchContent(courseId, signal),
    enabled: courseId !== '',
    placeholderData: fromList,
  });
}

