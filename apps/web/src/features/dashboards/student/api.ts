// The student dashboard's calls, zod-checked. Their keys live under 'contents' so the one
// invalidation after any learning record (completion, submission) refreshes them too.
import { useQuery } from '@tanstack/react-query';
import { dailyStatsResponseSchema, mistakesResponseSchema, studentDashboardSchema } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

export const studentKeys = {
  dashboard: ['contents', 'student', 'dashboard'] as const,
  mistakes: ['contents', 'student', 'mistakes'] as const,
  daily: (userId: number) => ['contents', 'student', 'daily', userId] as const,
};

export function useStudentDashboard() {
  return useQuery({ queryKey: studentKeys.dashboard, queryFn: ({ signal }) => apiRequest('/student/dashboard', { schema: studentDashboardSchema, signal }) });
}

export function useMistakes(enabled: boolean) {
  return useQuery({ queryKey: studentKeys.mistakes, enabled, queryFn: ({ signal }) => apiRequest('/student/mistakes', { schema: mistakesResponseSchema, signal }) });
}

export function useDailyStats(userId: number | undefined) {
  return useQuery({
    queryKey: studentKeys.daily(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: ({ signal }) => apiRequest(`/learning-progress/daily-stats?userId=${userId}`, { schema: dailyStatsResponseSchema, signal }),
  });
}
