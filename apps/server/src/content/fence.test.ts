import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conceptIdSchema, type ConceptId } from '@dodam/contracts';
import { loadContent } from './store.js';
import { courseChain, fenceFor } from './concepts.js';
import { sectionBlocks } from './blocks.js';
import { CONTENT_DIR } from '../paths.js';

// The concept fence test (ADR 012): every code block of a section (lesson, summary, exercise starter,
// problem starter and reference solution) may use only concepts taught up to that section, in its
// course or a prerequisite course, or announced as a preview. Python's own `ast` decides what a block
// uses (content/scripts/concepts.py), in one batch.

const content = loadContent(CONTENT_DIR);
const sections = content.courses.flatMap((course) => course.sections.map((section) => ({ course, section })));
const blocks = sections.flatMap(({ course, section }) => sectionBlocks(section).map((block, i) => ({ key: `${section.id}#${i}`, course, section, block })));

type ScanResult = Record<string, { concepts: string[] } | { error: string }>;
const scanned = JSON.parse(
  execFileSync('python3', ['-I', join(CONTENT_DIR, 'scripts', 'concepts.py')], {
    input: JSON.stringify(blocks.map(({ key, block }) => ({ id: key, code: block.code }))),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as ScanResult;

describe('concept fence', () => {
  it('declares existing, acyclic prerequisites', () => {
    for (const course of content.courses) {
      for (const pre of course.prerequisites) expect(content.course(pre), `${course.id} → ${pre}`).toBeDefined();
      const chain = courseChain(content, course.id).map((c) => c.id);
      expect(chain.at(-1), `${course.id} prerequisite cycle`).toBe(course.id);
      expect(chain.indexOf(course.id)).toBe(chain.length - 1);
    }
  });

  it('scans every block', () => {
    expect(blocks.length).toBeGreaterThan(1000);
    expect(Object.keys(scanned)).toHaveLength(blocks.length);
  });

  it('parses every runnable example and reference solution', () => {
    const broken = blocks.filter(({ key, block }) => 'error' in scanned[key]! && (block.runnable || block.where.endsWith('reference')));
    expect(broken.map(({ section, block, key }) => `${section.id} ${block.where}: ${JSON.stringify(scanned[key])}`)).toEqual([]);
  });

  it('uses only concepts taught so far (or announced previews)', () => {
    const violations: string[] = [];
    for (const { key, course, section, block } of blocks) {
      const result = scanned[key]!;
      // A mistake shown with its error message is wrong code on purpose; it is checked by running it.
      if ('error' in result || block.claim?.kind === 'error') continue;
      const fence = fenceFor(content, course.id, section.id, { includePreviews: true });
      for (const used of result.concepts) {
        const candidates = used.split('|').map((c) => conceptIdSchema.parse(c));
        if (candidates.some((c) => fence.allows(c))) continue;
        violations.push(`${course.id} ${section.id} ${block.where}: ${candidates.join(' 또는 ')} (${candidates.map((c) => fence.taughtAt(c) ?? '어디서도 안 배움').join(', ')})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('uses in its own code every concept a section says it teaches (detectable ones)', () => {
    // Variables and string literals are everywhere and have no syntax of their own to find.
    const undetectable = new Set<ConceptId>(['variable', 'string']);
    const stale: string[] = [];
    for (const { section } of sections) {
      const used = new Set(
        blocks
          .filter((b) => b.section === section)
          .flatMap(({ key }) => {
            const r = scanned[key]!;
            return 'concepts' in r ? r.concepts.flatMap((c) => c.split('|')) : [];
          }),
      );
      for (const concept of section.concepts) if (!undetectable.has(concept) && !used.has(concept)) stale.push(`${section.id} ${concept}`);
    }
    expect(stale).toEqual([]);
  });

  it('announces previews in the lesson and teaches them later', () => {
    for (const { course, section } of sections) {
      for (const concept of section.previews) {
        expect(section.lesson, `${section.id} preview ${concept}`).toMatch(/배울|배워/);
        const fence = fenceFor(content, course.id, section.id);
        expect(fence.allows(concept), `${section.id} preview ${concept} is already taught`).toBe(false);
        expect(fence.taughtAt(concept), `${section.id} preview ${concept} is never taught`).not.toBeNull();
      }
    }
  });

  it('teaches each concept at most once along a course chain', () => {
    for (const course of content.courses) {
      const seen = new Map<ConceptId, string>();
      for (const c of courseChain(content, course.id)) {
        for (const s of c.sections) {
          for (const concept of s.concepts) {
            expect(seen.get(concept), `${concept} taught in ${seen.get(concept)} and ${s.id}`).toBeUndefined();
            seen.set(concept, s.id);
          }
        }
      }
    }
  });
});
