// react-query bindings of the study API. Progress lives in the shared 'contents' queries, so the
// complete toggle patches those and the catalogue and dashboards show the same figures.
import { useEffect, useMemo, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fenceFromData, type ConceptFence, type ContentCourse, type EvaluationState, type LearningType, type SectionProgress } from '@dodam/contracts';
import { learningKeys } from '@/lib/api/learning';
import { courseWithSectionProgress, sectionProgressOf, toggleType } from '@/lib/learning/progress';
import { useSession } from '@/lib/session/session-store';
import { readCachedEvaluation, writeCachedEvaluation } from './evaluation-cache';
import {
  fetchEvaluationState,
  fetchPractice,
  fetchProblems,
  fetchSectionConcepts,
  fetchSectionMarkdown,
  setCompletion,
  startSection,
  studyKeys,
  type SectionMarkdownFile,
} from './learning';

// Lesson files do not change while the app runs.
const CONTENT_STALE_MS = 10 * 60_000;

export function useSectionMarkdown(sectionId: string | undefined, file: SectionMarkdownFile) {
  return useQuery({
    queryKey: studyKeys.markdown(sectionId ?? '', file),
    queryFn: ({ signal }) => fetchSectionMarkdown(sectionId ?? '', file, signal),
    enabled: Boolean(sectionId),
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });
}

/**
 * The concept fence of a section for the error cards run there; undefined until it has loaded
 * (the runner then explains with the open fence, as the playground does).
 */
export function useSectionFence(sectionId: string | undefined): ConceptFence | undefined {
  const query = useQuery({
    queryKey: studyKeys.concepts(sectionId ?? ''),
    queryFn: ({ signal }) => fetchSectionConcepts(sectionId ?? '', signal),
    enabled: Boolean(sectionId),
    staleTime: CONTENT_STALE_MS,
  });
  const data = query.data?.concept_fence;
  return useMemo(() => (data ? fenceFromData(data) : undefined), [data]);
}

export function usePractice(sectionId: string | undefined) {
  return useQuery({
    queryKey: studyKeys.practice(sectionId ?? ''),
    queryFn: ({ signal }) => fetchPractice(sectionId ?? '', signal),
    enabled: Boolean(sectionId),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useProblems(sectionId: string | undefined) {
  return useQuery({
    queryKey: studyKeys.problems(sectionId ?? ''),
    queryFn: ({ signal }) => fetchProblems(sectionId ?? '', signal),
    enabled: Boolean(sectionId),
    staleTime: CONTENT_STALE_MS,
  });
}

/** Who the browser cache of evaluation results belongs to (a shared computer has several students). */
export function useCacheOwner(): string {
  const { user } = useSession();
  return user ? String(user.id) : 'anonymous';
}

export function useEvaluationState(sectionId: string | undefined) {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: studyKeys.evaluation(sectionId ?? ''),
    queryFn: async ({ signal }) => {
      const state = await fetchEvaluationState(sectionId ?? '', signal);
      writeCachedEvaluation(owner, state);
      return state;
    },
    enabled: Boolean(sectionId),
    // The cached copy is shown at once and counts as stale, so the server copy replaces it.
    initialData: () => (sectionId ? readCachedEvaluation(owner, sectionId) : undefined),
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}

/** Put a new evaluation state into both caches (react-query and the browser's storage). */
export function useStoreEvaluationState() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return (state: EvaluationState) => {
    queryClient.setQueryData(studyKeys.evaluation(state.section_id), state);
    writeCachedEvaluation(owner, state);
  };
}

/** Every progress bar reads the 'contents' queries: refresh them after anything that changes progress. */
export function useInvalidateProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: learningKeys.contentsRoot });
}

interface CompletionVars {
  sectionId: string;
  type: LearningType;
  completed: boolean;
}

/** The complete toggle: optimistic in every cached course, then the server's answer, then a refetch. */
export function useCompletionToggle(courseId: string) {
  const queryClient = useQueryClient();
  const patchCaches = (sectionId: string, update: (p: SectionProgress) => SectionProgress) => {
    queryClient.setQueryData<ContentCourse>(learningKeys.content(courseId), (course) =>
      course ? courseWithSectionProgress(course, update(sectionProgressOf(course, sectionId))) : course,
    );
    queryClient.setQueryData<{ courses: ContentCourse[] }>(learningKeys.contents, (list) =>
      list
        ? { courses: list.courses.map((c) => (c.id === courseId ? courseWithSectionProgress(c, update(sectionProgressOf(c, sectionId))) : c)) }
        : list,
    );
  };
  return useMutation({
    // One toggle at a time per course, in the order pressed (a press while saving waits its turn).
    scope: { id: `completion:${courseId}` },
    mutationFn: ({ sectionId, type, completed }: CompletionVars) => setCompletion(sectionId, type, completed),
    onMutate: async ({ sectionId, type, completed }) => {
      await queryClient.cancelQueries({ queryKey: learningKeys.contentsRoot });
      const before = {
        detail: queryClient.getQueryData<ContentCourse>(learningKeys.content(courseId)),
        list: queryClient.getQueryData<{ courses: ContentCourse[] }>(learningKeys.contents),
      };
      patchCaches(sectionId, (p) => toggleType(p, type, completed));
      return before;
    },
    onError: (_error, _vars, before) => {
      if (before?.detail) queryClient.setQueryData(learningKeys.content(courseId), before.detail);
      if (before?.list) queryClient.setQueryData(learningKeys.contents, before.list);
    },
    onSuccess: (progress, { sectionId }) => patchCaches(sectionId, () => progress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningKeys.contentsRoot }),
  });
}

/** Record the start of a section once per section and learning type while the screen is open. */
export function useStartSection(sectionId: string | undefined, type: LearningType) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!sectionId) return;
    const key = `${sectionId}:${type}`;
    // StrictMode runs effects twice in development; one record per entry is what dashboards expect.
    if (sent.current === key) return;
    sent.current = key;
    startSection(sectionId, type).catch(() => {
      // A lost start record is not worth interrupting the lesson for (spec section 8: logged only).
      console.warn('start-section failed', sectionId, type);
    });
  }, [sectionId, type]);
}
