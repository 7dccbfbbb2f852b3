// GET /assessment/generate-summary and POST /assessment/evaluate-progress: computed from the
// student's own records (completions, evaluation scores, code runs, tutor messages) and the
// section's summary, deterministically (no model call, no budget).
import {
  LEARNING_TYPES,
  LEARNING_TYPE_LABELS,
  explainPythonError,
  gradeFor,
  resolveJosa,
  type EvaluateProgressResponse,
  type GenerateSummaryResponse,
  type LearningType,
} from '@dodam/contracts';
import type { ContentCourseData, ContentSection } from '../content/store.js';
import type { Db } from '../db/client.js';
import { selectCodeExecutionsForUser } from '../db/queries/code-executions.js';
import { selectBestScores, selectCompletions } from '../db/queries/learning.js';
import { selectTutorConversation } from '../db/queries/tutor-conversations.js';
import { countTutorUsageForSection } from '../db/queries/tutor-usage.js';
import { chunkMarkdown, proseLines } from './retrieval.js';

/** Key points of a section: the summary's table rows ('개념 | 내용') or its bullets, else lesson headings. */
export function keyPoints(section: ContentSection, max = 6): string[] {
  const points: string[] = [];
  for (const line of section.summary.split('\n')) {
    const row = /^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*$/.exec(line);
    if (row && !/^-+$/.test(row[1]!.trim()) && row[1] !== '개념' && !/^:?-+:?$/.test(row[2]!.trim())) points.push(`${row[1]!.trim()}: ${row[2]!.trim()}`);
  }
  if (points.length === 0) {
    for (const line of section.summary.split('\n')) if (/^\s*[-*]\s+/.test(line)) points.push(line.replace(/^\s*[-*]\s+/, '').trim());
  }
  if (points.length === 0) {
    for (const part of chunkMarkdown(section.lesson)) if (part.heading && !/자주 하는 실수|정리/.test(part.heading)) points.push(part.heading);
  }
  return points.slice(0, max);
}

function nextLearning(course: ContentCourseData, section: ContentSection, done: Set<string>): { section_id: string; section_title: string; learning_type: string } | null {
  const missing = LEARNING_TYPES.find((t) => !done.has(t));
  if (missing) return { section_id: section.id, section_title: section.title, learning_type: missing };
  const next = course.sections[section.order + 1];
  return next ? { section_id: next.id, section_title: next.title, learning_type: 'video' } : null;
}

interface Records {
  completed: LearningType[];
  score: number | null;
  runs: number;
  errors: number;
  commonErrors: { type: string; title: string; count: number }[];
  tutorMessages: number;
}

async function recordsFor(db: Db, userId: number, section: ContentSection): Promise<Records> {
  const [completions, scores, runs, usage, conversation] = await Promise.all([
    selectCompletions(db, userId, [section.id]),
    selectBestScores(db, userId, [section.id]),
    selectCodeExecutionsForUser(db, userId, { limit: 200, sectionId: section.id }),
    countTutorUsageForSection(db, userId, section.id),
    selectTutorConversation(db, userId, section.id),
  ]);
  const done = new Set(completions.map((c) => c.learningType));
  const byType = new Map<string, { title: string; count: number }>();
  let errors = 0;
  for (const run of runs) {
    if (run.success) continue;
    errors++;
    const e = explainPythonError(run.error ?? '', { code: run.code, timedOut: run.status === 'timeout' });
    const key = e?.errorType || e?.id || '기타';
    const entry = byType.get(key) ?? { title: e?.title ?? '기타 오류', count: 0 };
    entry.count++;
    byType.set(key, entry);
  }
  const chatMessages = conversation ? conversation.messages.filter((m) => m.role === 'user' && m.type === 'chat').length : 0;
  return {
    completed: LEARNING_TYPES.filter((t) => done.has(t)),
    score: scores.get(section.id) ?? null,
    runs: runs.length,
    errors,
    commonErrors: [...byType.entries()].map(([type, v]) => ({ type, ...v })).sort((a, b) => b.count - a.count).slice(0, 3),
    tutorMessages: Math.max(usage, chatMessages),
  };
}

export async function generateSummary(db: Db, userId: number, course: ContentCourseData, section: ContentSection): Promise<GenerateSummaryResponse> {
  const r = await recordsFor(db, userId, section);
  const points = keyPoints(section);
  const next = nextLearning(course, section, new Set(r.completed));
  const nextStep = next
    ? next.section_id === section.id
      ? resolveJosa(`다음 단계: 이 섹션의 ${LEARNING_TYPE_LABELS[next.learning_type as LearningType]}을/를 마쳐 보세요.`)
      : `다음 단계: ${next.section_id}섹션 「${next.section_title}」의 기본 학습으로 넘어가 보세요.`
    : '이 과정의 마지막 섹션까지 마쳤어요. 틀렸던 문제를 다시 풀어 보며 복습해 보세요.';
  const lines = [
    `## ${section.id}섹션 「${section.title}」 학습 요약`,
    '',
    section.description,
    '',
    '### 핵심 개념',
    ...points.map((p) => `- ${p}`),
    '',
    '### 나의 학습 기록',
    `- 완료한 학습: ${r.completed.length ? r.completed.map((t) => LEARNING_TYPE_LABELS[t]).join(', ') : '아직 없음'}`,
    `- 코드 실행 ${r.runs}번 (오류 ${r.errors}번)`,
    `- 튜터에게 한 질문 ${r.tutorMessages}개`,
    `- 평가 점수: ${r.score === null ? '아직 평가 전' : `${r.score}점 (${gradeFor(r.score).grade})`}`,
  ];
  if (r.commonErrors.length) lines.push('', '### 자주 만난 오류', ...r.commonErrors.map((e) => `- ${e.title} (${e.count}번)`));
  const tip = proseLines(section.summary).find((l) => /오류|실수/.test(l));
  if (tip) lines.push('', `> ${tip.replace(/^[-*]\s*/, '')}`);
  lines.push('', nextStep);
  return {
    status: 'success',
    section_id: section.id,
    section_title: section.title,
    course_title: course.title,
    summary: lines.join('\n'),
    key_points: points,
    stats: { code_runs: r.runs, code_errors: r.errors, tutor_messages: r.tutorMessages, evaluation_score: r.score, completed_types: r.completed },
    common_errors: r.commonErrors,
    next_step: nextStep,
  };
}

export async function evaluateProgress(db: Db, userId: number, course: ContentCourseData, section: ContentSection): Promise<EvaluateProgressResponse> {
  const r = await recordsFor(db, userId, section);
  const progress = Math.round((r.completed.length / LEARNING_TYPES.length) * 1000) / 10;
  const level = r.score === null ? '시작 전' : gradeFor(r.score).grade;
  const recommendations: string[] = [];
  if (!r.completed.includes('video')) recommendations.push('기본 학습(영상과 요약)으로 개념을 먼저 익혀 보세요.');
  if (!r.completed.includes('practice')) recommendations.push('실습에서 코드를 직접 실행해 보며 튜터에게 질문해 보세요.');
  if (r.score === null) recommendations.push('평가 문제에 도전해서 이해한 정도를 확인해 보세요.');
  else if (r.score < 70) recommendations.push('요약을 다시 읽고, 틀린 문제의 힌트를 확인한 뒤 다시 풀어 보세요.');
  if (r.commonErrors[0]) recommendations.push(`'${r.commonErrors[0].title}' 오류를 ${r.commonErrors[0].count}번 만났어요. 오류 설명을 다시 읽어 보세요.`);
  if (recommendations.length === 0) recommendations.push('다음 섹션으로 넘어가도 좋아요.');
  const feedback = r.score === null ? '아직 평가 기록이 없어요. 실습을 마친 뒤 평가에 도전해 보세요.' : gradeFor(r.score).feedback;
  return {
    status: 'success',
    section_id: section.id,
    section_title: section.title,
    understanding_level: level,
    score: r.score,
    progress_percent: progress,
    completed_types: r.completed,
    feedback,
    recommendations: recommendations.slice(0, 4),
    next: nextLearning(course, section, new Set(r.completed)),
  };
}
