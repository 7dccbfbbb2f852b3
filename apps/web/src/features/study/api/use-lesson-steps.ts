// Progress inside a lesson: which steps the student finished or skipped, read from the server and
// written as learning events (done outranks skipped, as on the server), plus the choices made in
// '예측해 보기' questions. A failed write is tried again with the next one.
import { useCallback, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearningEvent, LessonStepsResponse } from '@dodam/contracts';
import { fetchLessonSteps, postLearningEvents, studyKeys } from './learning';

export type StepStatus = 'done' | 'skipped';

export interface LessonSteps {
  /** Saved step states by key; undefined while loading (or when loading failed). */
  states: ReadonlyMap<string, StepStatus> | undefined;
  setStatus: (step: string, status: StepStatus) => void;
  recordPredict: (question: string, choice: number) => void;
}

export function useLessonSteps(sectionId: string): LessonSteps {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: studyKeys.lessonSteps(sectionId),
    queryFn: ({ signal }) => fetchLessonSteps(sectionId, signal),
    retry: false,
  });
  const unsent = useRef<LearningEvent[]>([]);

  const send = useCallback((event: LearningEvent) => {
    const batch = [...unsent.current, event].slice(-50);
    unsent.current = [];
    postLearningEvents(batch).catch(() => {
      unsent.current = [...batch, ...unsent.current].slice(-50);
    });
  }, []);

  const setStatus = useCallback(
    (step: string, status: StepStatus) => {
      const key = studyKeys.lessonSteps(sectionId);
      const current = client.getQueryData<LessonStepsResponse>(key);
      const before = current?.steps.find((s) => s.step === step)?.status;
      if (before === 'done' || before === status) return;
      client.setQueryData<LessonStepsResponse>(key, {
        section_id: sectionId,
        steps: [...(current?.steps ?? []).filter((s) => s.step !== step), { step, status }],
      });
      send({ kind: 'lesson_step', section_id: sectionId, step, status });
    },
    [client, sectionId, send],
  );

  const recordPredict = useCallback((question: string, choice: number) => send({ kind: 'predict_answer', section_id: sectionId, question, choice }), [sectionId, send]);

  const data = query.data;
  const states = useMemo(() => (data ? new Map(data.steps.map((s) => [s.step, s.status])) : undefined), [data]);
  return { states, setStatus, recordPredict };
}
