// The lessons' task blocks: their starter code is public lesson code, the parts after `---` (outputs, hints and the
// answer) are not — a reply may not quote a task's answer as 'lesson code'.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/store.js';
import { CONTENT_DIR } from '../../paths.js';
import { codeExamples } from '../retrieval.js';
import { GuardFactory, shownPart } from './for-request.js';

const content = loadContent(CONTENT_DIR);
const factory = new GuardFactory(content, { prompt: { shingles: new Set<string>(), canary: 'CANARY-TEST' }, maxChars: 4000, hint: () => '' });

describe('lesson code the guard allows (for-request.ts)', () => {
  it('is the code above the first `---` line of a block', () => {
    expect(shownPart('a = 1\nprint(a)\n--- output\n1\n--- answer\nb = 2')).toBe('a = 1\nprint(a)');
    expect(shownPart('x = 3\nprint(x)')).toBe('x = 3\nprint(x)');
  });

  it('never counts a line only a task block’s answer has as public lesson code', () => {
    const answerOnly: string[] = [];
    const allShown = new Set<string>();
    const answers: string[] = [];
    for (const course of content.courses)
      for (const section of course.sections)
        for (const ex of codeExamples(`${section.lesson}\n${section.summary}`)) {
          for (const line of shownPart(ex.code).split('\n')) allShown.add(line.replace(/#.*$/, '').replace(/\s+/g, ''));
          const answer = /^--- answer[^\n]*\n([\s\S]*?)(?=^---|(?![\s\S]))/m.exec(ex.code)?.[1];
          if (answer) answers.push(...answer.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#')));
        }
    for (const line of answers) if (!allShown.has(line.replace(/\s+/g, '')) && factory.isPublicLine(line)) answerOnly.push(line);
    expect(answers.length).toBeGreaterThan(50);
    expect(answerOnly).toEqual([]);
  });
});
