// The sidebar tabs and how a URL selects one: /student/courses and /student/progress are the spec's
// route hints (read, unlike the original), the other tabs use ?tab=.
export const STUDENT_TABS = [
  { id: 'overview', label: '개요', to: '/student/dashboard' },
  { id: 'courses', label: '과정', to: '/student/courses' },
  { id: 'progress', label: '진도', to: '/student/progress' },
  { id: 'achievements', label: '성취', to: '/student/dashboard?tab=achievements' },
  { id: 'insights', label: '인사이트', to: '/student/dashboard?tab=insights' },
  { id: 'mistakes', label: '오답 노트', to: '/student/dashboard?tab=mistakes' },
] as const;
export type StudentTab = (typeof STUDENT_TABS)[number]['id'];

export function tabFromLocation(pathname: string, search: string): StudentTab {
  if (pathname.startsWith('/student/courses')) return 'courses';
  if (pathname.startsWith('/student/progress')) return 'progress';
  const asked = new URLSearchParams(search).get('tab');
  return STUDENT_TABS.find((t) => t.id === asked)?.id ?? 'overview';
}
