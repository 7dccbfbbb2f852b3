// '자주 고른 오답': for each '예측해 보기' question of a course, the wrong choices its students picked,
// with the misconception each one shows (named in the lesson, content/README.md), most picked first.
import type { TeacherPredictMistakes } from '@dodam/contracts/teacher';
import { lessonIndex } from '../../content/lesson-index.js';
import { selectPredictAnswerers, selectPredictChoices } from '../../db/queries/teacher.js';
import type { ScopeCourse, TeacherDeps } from './scope.js';

/** Wrong choices listed per course, most picked first. */
export const PREDICT_MISTAKES_SHOWN = 20;

export async function teacherPredictMistakes(deps: TeacherDeps, course: ScopeCourse): Promise<TeacherPredictMistakes> {
  const sectionIds = course.sections.map((s) => s.id);
  const [choices, answerers] = await Promise.all([selectPredictChoices(deps.db, course.id, sectionIds), selectPredictAnswerers(deps.db, course.id, sectionIds)]);
  const titles = new Map(course.sections.map((s) => [s.id, s.title]));
  const mistakes = choices.flatMap((c) => {
    const section = deps.content.section(c.sectionId);
    const question = section ? lessonIndex(section).predicts.get(c.question) : undefined;
    if (!section || !question || c.choice === question.answer || c.choice >= question.choices.length) return [];
    return [
      {
        section_id: c.sectionId,
        section_title: titles.get(c.sectionId) ?? section.title,
        question_id: c.question,
        code_preview: lessonIndex(section).predictCode.get(c.question)?.split('\n')[0] ?? '',
        students: answerers.get(`${c.sectionId}/${c.question}`) ?? c.students,
        choice: question.choices[c.choice]!,
        misconception: question.misconceptions[c.choice]?.name ?? null,
        picked_by: c.students,
      },
    ];
  });
  mistakes.sort((a, b) => b.picked_by - a.picked_by || Number(a.section_id) - Number(b.section_id) || a.question_id.localeCompare(b.question_id));
  return { course_id: course.id, mistakes: mistakes.slice(0, PREDICT_MISTAKES_SHOWN) };
}
