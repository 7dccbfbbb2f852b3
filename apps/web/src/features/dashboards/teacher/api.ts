// Calls of the teacher screens, zod-checked, with their react-query bindings; the live view reads
// the server's event stream through fetch (EventSource cannot send the bearer header).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIVE_POLL_MS, liveSnapshotSchema, teacherAlertsSchema, teacherDashboardSchema, teacherProblemsSchema, teacherStudentDetailSchema, type LiveSnapshot } from '@dodam/contracts/teacher';
import { classPlanSchema, type ClassPlanUpdateInput } from '@dodam/contracts';
import { API_BASE, apiRequest, buildUrl, errorMessage, parseErrorBody } from '@/lib/api/client';
import { getUserToken } from '@/lib/session/token-storage';
import { createSseParser } from '@/lib/sse';

export const teacherKeys = {
  all: ['teacher'] as const,
  dashboard: (courseId: string) => ['teacher', 'dashboard', courseId] as const,
  alerts: (courseId: string) => ['teacher', 'alerts', courseId] as const,
  problems: (courseId: string) => ['teacher', 'problems', courseId] as const,
  student: (id: number) => ['teacher', 'student', id] as const,
};

const course = (courseId: string) => (courseId ? { course_id: courseId } : {});

// The server reuses class figures for a few seconds; after the refresh button the next loads ask
// for newly computed ones.
let freshUntil = 0;
export function requestFreshFigures(): void {
  freshUntil = Date.now() + 5000;
}
const fresh = () => (Date.now() < freshUntil ? { fresh: '1' } : {});

export const useTeacherDashboard = (courseId: string) =>
  useQuery({ queryKey: teacherKeys.dashboard(courseId), queryFn: ({ signal }) => apiRequest('/teacher/dashboard', { query: { ...course(courseId), ...fresh() }, schema: teacherDashboardSchema, signal }) });

export const useTeacherAlerts = (courseId: string) =>
  useQuery({ queryKey: teacherKeys.alerts(courseId), queryFn: ({ signal }) => apiRequest('/teacher/alerts', { query: { ...course(courseId), ...fresh() }, schema: teacherAlertsSchema, signal }), refetchInterval: 30_000 });

export const useTeacherProblems = (courseId: string | null) =>
  useQuery({
    queryKey: teacherKeys.problems(courseId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/teacher/courses/${encodeURIComponent(courseId ?? '')}/problems`, { query: fresh(), schema: teacherProblemsSchema, signal }),
    enabled: Boolean(courseId),
  });

export const useTeacherStudent = (id: number) =>
  useQuery({ queryKey: teacherKeys.student(id), queryFn: ({ signal }) => apiRequest(`/teacher/students/${id}`, { schema: teacherStudentDetailSchema, signal }), enabled: Number.isInteger(id) && id > 0 });

/** Downloads the student table as CSV (an authenticated fetch, then a blob link). */
export async function downloadStudentsCsv(courseId: string): Promise<void> {
  const token = getUserToken();
  const response = await fetch(buildUrl('/teacher/students.csv', course(courseId)), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw parseErrorBody(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `students-${courseId || 'all'}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface LiveState {
  snapshot: LiveSnapshot | null;
  connected: boolean;
  error: string | null;
}

/** "지금 학습 중": a kept-open stream of snapshots, reconnecting after a drop. */
export function useLiveStudents(courseId: string): LiveState {
  const [state, setState] = useState<LiveState>({ snapshot: null, connected: false, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const token = getUserToken();
        const response = await fetch(`${API_BASE}/teacher/live${courseId ? `?course_id=${encodeURIComponent(courseId)}` : ''}`, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw parseErrorBody(response.status, await response.text());
        setState((s) => ({ ...s, connected: true, error: null }));
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = createSseParser();
        // The server ends the stream with an 'end' event when the session or the class scope no
        // longer holds (logged out, suspended, removed from the class): its records are cleared.
        let ended: string | null = null;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (event.event === 'end') {
              const detail = (JSON.parse(event.data) as { detail?: unknown }).detail;
              ended = typeof detail === 'string' ? detail : '실시간 보기가 종료되었습니다.';
              setState({ snapshot: null, connected: false, error: ended });
              continue;
            }
            if (event.event !== 'snapshot') continue;
            const parsed = liveSnapshotSchema.safeParse(JSON.parse(event.data));
            if (parsed.success) setState({ snapshot: parsed.data, connected: true, error: null });
          }
        }
        throw new Error(ended ?? '실시간 연결이 끊어졌습니다.');
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, connected: false, error: errorMessage(error) }));
        retry = setTimeout(() => void connect(), LIVE_POLL_MS * 2);
      }
    };
    void connect();
    return () => {
      controller.abort();
      if (retry) clearTimeout(retry);
    };
  }, [courseId]);
  return state;
}

// Class plan (issue 22): today's section, locks, evaluation due dates.
export const planKey = (courseId: string) => ['teacher', 'plan', courseId] as const;
export const fetchClassPlan = (courseId: string, signal?: AbortSignal) =>
  apiRequest(`/teacher/courses/${encodeURIComponent(courseId)}/plan`, { schema: classPlanSchema, signal });
export const saveClassPlan = (courseId: string, plan: ClassPlanUpdateInput) =>
  apiRequest(`/teacher/courses/${encodeURIComponent(courseId)}/plan`, { method: 'PUT', json: plan, schema: classPlanSchema });
