// The learning screen's reads, started when the page opens (main.tsx) instead of one after the other
// once the screen renders. The practice screen shows its editor, and with it the Python badge, only
// when the course (/contents/:id) and the section's exercises (practice.json) are in; those two were
// asked for only after the session check (/auth/me), the screen's module and a render each — on a
// next-day visit the badge came 0.4 s after Python was ready (bench/README.md, stop 38). Started
// with the stored token in parallel with the session check; react-query hands the answers to the
// screen's own queries (same keys), and a failed read is simply read again when the screen mounts.
import type { QueryClient } from '@tanstack/react-query';
import { fetchContent, learningKeys } from '@/lib/api/learning';
import { fetchPractice, studyKeys } from '@/lib/api/study-reads';

const LEARNING_PAGE = /^\/learning\/([^/]+)\/([^/]+)\/?$/;

/** The reads the learning screen at this address starts with: [course id, section id of a practice screen]. */
export function learningPageReads(pathname: string, search: string): { courseId: string; practiceSection: string | null } | null {
  const match = LEARNING_PAGE.exec(pathname);
  if (!match) return null;
  let courseId: string;
  try {
    courseId = decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
  if (courseId === '') return null;
  const section = new URLSearchParams(search).get('section');
  return { courseId, practiceSection: match[2] === 'practice' && section ? section : null };
}

/**
 * Prefetches the learning screen's course and, on a practice screen, its exercises. Only with a
 * stored session (without one the visitor goes to /login); a 401 here does not end the session —
 * the session check decides that.
 */
export function prefetchLearningPage(queryClient: QueryClient, location: { pathname: string; search: string }, hasSession: boolean): void {
  const reads = hasSession ? learningPageReads(location.pathname, location.search) : null;
  if (!reads) return;
  const { courseId, practiceSection } = reads;
  void queryClient.prefetchQuery({ queryKey: learningKeys.content(courseId), queryFn: ({ signal }) => fetchContent(courseId, signal, false) });
  if (practiceSection) {
    void queryClient.prefetchQuery({ queryKey: studyKeys.practice(practiceSection), queryFn: ({ signal }) => fetchPractice(practiceSection, signal, false) });
  }
}
