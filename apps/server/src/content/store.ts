// Course content (content/ folder) loaded once at start and validated with the contracts' schemas.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueSchema,
  courseDetailSchema,
  practiceFileSchema,
  problemsFileSchema,
  type CatalogueCourse,
  type ConceptFence,
  type ConceptId,
  type ContentProblem,
  type CourseDetail,
  type PracticeFile,
  type PublicProblem,
} from '@dodam/contracts';
import { fenceFor } from './concepts.js';

export interface ContentSection {
  id: string;
  key: string;
  title: string;
  description: string;
  estimatedMinutes: number;
  /** Concepts this section teaches, and those it uses early as announced previews (ADR 012). */
  concepts: ConceptId[];
  previews: ConceptId[];
  /** Concepts an earlier section uses that this one explains in full (where a fence reply points). */
  explains: ConceptId[];
  courseId: string;
  order: number;
  lesson: string;
  summary: string;
  practice: PracticeFile['exercises'];
  /** Full problems including hidden tests and solutions: never send these to a browser. */
  problems: ContentProblem[];
}

export interface ContentCourseData extends CatalogueCourse {
  goals: CourseDetail['goals'];
  prerequisites: string[];
  sections: ContentSection[];
}

export interface ContentStore {
  courses: ContentCourseData[];
  /** Sections whose lesson or problems are missing. */
  missing: string[];
  course(id: string): ContentCourseData | undefined;
  section(id: string): ContentSection | undefined;
  /** What code, hints and error cards may use in a section (concepts.ts). */
  fenceFor(courseId: string, sectionId: string): ConceptFence;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export function loadContent(dir: string): ContentStore {
  const catalogue = catalogueSchema.parse(readJson(join(dir, 'catalogue.json')));
  const sections = new Map<string, ContentSection>();
  const missing: string[] = [];
  const courses = catalogue.courses.map((course): ContentCourseData => {
    const detail = courseDetailSchema.parse(readJson(join(dir, 'courses', `${course.id}.json`)));
    const list = detail.sections.map((s, order): ContentSection => {
      const base = join(dir, 'sections', s.id);
      const text = (name: string) => (existsSync(join(base, name)) ? readFileSync(join(base, name), 'utf8') : '');
      const section: ContentSection = {
        id: s.id,
        key: s.key,
        title: s.title,
        description: s.description,
        estimatedMinutes: s.estimated_minutes,
        concepts: s.concepts,
        previews: s.previews ?? [],
        explains: s.explains ?? [],
        courseId: course.id,
        order,
        lesson: text('lesson.md'),
        summary: text('summary.md'),
        practice: existsSync(join(base, 'practice.json')) ? practiceFileSchema.parse(readJson(join(base, 'practice.json'))).exercises : [],
        problems: existsSync(join(base, 'problems.json')) ? problemsFileSchema.parse(readJson(join(base, 'problems.json'))).problems : [],
      };
      // A section folder still being written is served as far as it exists; content.test.ts insists on completeness.
      if (!section.lesson || !section.problems.length) missing.push(s.id);
      sections.set(s.id, section);
      return section;
    });
    return { ...course, goals: detail.goals, prerequisites: detail.prerequisites, sections: list };
  });
  const byId = new Map(courses.map((c) => [c.id, c]));
  const store: ContentStore = {
    courses,
    missing,
    course: (id) => byId.get(id),
    section: (id) => sections.get(id),
    fenceFor: (courseId, sectionId) => fenceFor(store, courseId, sectionId),
  };
  return store;
}

export function publicProblem(p: ContentProblem): PublicProblem {
  return {
    id: p.id,
    title: p.title,
    question: p.question,
    answer: p.expected_output,
    hint: p.hint,
    starter_code: p.starter_code,
    example_inputs: p.example_inputs,
    test_count: p.tests.length,
    ...(p.requirements?.length ? { requirements: p.requirements } : {}),
  };
}

/** Headings of a lesson (levels 1-3) for the table of contents; code blocks are skipped. */
export function tableOfContents(markdown: string): { level: number; title: string }[] {
  const toc: { level: number; title: string }[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    const m = /^(#{1,3})\s+(.+?)\s*#*$/.exec(line);
    if (m?.[1] && m[2]) toc.push({ level: m[1].length, title: m[2].replace(/`/g, '') });
  }
  return toc;
}
