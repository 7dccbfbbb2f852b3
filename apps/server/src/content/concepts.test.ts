import { describe, expect, it } from 'vitest';
import { CONCEPT_IDS, OPEN_FENCE } from '@dodam/contracts';
import { loadContent } from './store.js';
import { courseChain, fenceFor } from './concepts.js';
import { CONTENT_DIR } from '../paths.js';

const content = loadContent(CONTENT_DIR);

describe('concept fence from the content', () => {
  it('allows what earlier sections taught and refuses what comes later in the course', () => {
    const atOutput = content.fenceFor('python', '2');
    expect(atOutput.allows('variable')).toBe(true);
    expect(atOutput.allows('f-string')).toBe(true);
    expect(atOutput.allows('if')).toBe(false);
    expect(atOutput.taughtAt('if')).toBe('파이썬기초1 · 13. 조건문 if');
    expect(atOutput.taughtAt('variable')).toBe('파이썬기초1 · 1. 변수');
  });

  it('includes the section itself', () => {
    const atIf = content.fenceFor('python', '13');
    expect(atIf.allows('if')).toBe(true);
    expect(atIf.allows('while')).toBe(false);
    expect(content.fenceFor('python', '14').allows('while')).toBe(true);
  });

  it('includes every section of prerequisite courses, transitively', () => {
    expect(courseChain(content, 'python-advanced').map((c) => c.id)).toEqual(['python', 'python-basic2', 'python-advanced']);
    const fence = content.fenceFor('python-advanced', '401');
    expect(fence.allows('function')).toBe(true); // python 16
    expect(fence.allows('try-except')).toBe(true); // python-basic2 303
    expect(fence.taughtAt('try-except')).toBe('파이썬기초2 · 3. 예외 처리');
    expect(fence.allows('list-comprehension')).toBe(false); // python-advanced 402, later
    expect(fence.taughtAt('list-comprehension')).toBe('파이썬 심화 · 2. 컴프리헨션');
  });

  it('does not leak concepts of unrelated courses, but says where they are taught', () => {
    const fence = content.fenceFor('python', '16');
    expect(fence.allows('lambda')).toBe(false);
    expect(fence.taughtAt('lambda')).toMatch(/^파이썬 알고리즘 · /);
  });

  it('allows previews only when asked (content checks), never for the tutor', () => {
    // Section 1 uses input() in its problems before section 3 teaches it, and says so.
    expect(content.section('1')?.previews).toContain('input');
    expect(fenceFor(content, 'python', '1').allows('input')).toBe(false);
    expect(fenceFor(content, 'python', '1', { includePreviews: true }).allows('input')).toBe(true);
    expect(fenceFor(content, 'python', '1').taughtAt('input')).toBe('파이썬기초1 · 3. 입력');
  });

  it('is open for unknown courses or sections', () => {
    expect(content.fenceFor('nope', '1')).toBe(OPEN_FENCE);
    expect(content.fenceFor('python', '401')).toBe(OPEN_FENCE);
  });

  it('every concept a fence can mention resolves to a place or null', () => {
    const fence = content.fenceFor('computer-thinking', '201');
    for (const concept of CONCEPT_IDS) {
      const at = fence.taughtAt(concept);
      expect(at === null || / · \d+\. /.test(at), concept).toBe(true);
    }
  });
});
