// The streaming guard on its own: what it releases when, fingerprints that survive renaming, and
// the instructions filter.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/store.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { canonicalTokens, containment, fingerprint } from '../../src/tutor/guard/fingerprint.js';
import { ReplyGuard, buildSecrets, guardText, promptLeaks, type GuardOptions } from '../../src/tutor/guard/index.js';
import { INSTRUCTIONS, makeCanary, makeScrubber, promptSecret } from '../../src/tutor/prompt.js';

const content = loadContent(CONTENT_DIR);
const section = content.section('13')!;
const problem = section.problems[1]!;
const canary = makeCanary();

function options(extra: Partial<GuardOptions> = {}): GuardOptions {
  return {
    mode: 'evaluation',
    secrets: buildSecrets(section.problems, { studentCode: problem.starter_code, mode: 'evaluation', currentSectionProblemIds: new Set(section.problems.map((p) => p.id)), currentProblemId: problem.id }),
    prompt: promptSecret(canary),
    studentCode: problem.starter_code,
    prior: '',
    maxChars: 2500,
    replacement: (reason) => `[${reason}]`,
    ...extra,
  };
}

describe('fingerprints', () => {
  it('renaming, quotes, spacing, semicolons and comments do not change the tokens', () => {
    const a = canonicalTokens('score = int(input())\nif score >= 90:\n    print("A")');
    const b = canonicalTokens("점수=int(input()) # 입력\nif 점수>=90: print('에이');");
    expect(b).toEqual(a);
  });

  it('a reply reads code in comments, JSON strings and after apostrophes', () => {
    const secret = fingerprint(problem.reference_solution);
    expect(containment(secret, fingerprint(problem.reference_solution.split('\n').map((l) => `# ${l}`).join('\n'), 'reply'))).toBeGreaterThan(0.9);
    expect(containment(secret, fingerprint(JSON.stringify({ answer: problem.reference_solution }), 'reply'))).toBeGreaterThan(0.75);
    expect(containment(secret, fingerprint(`Here's the code: ${problem.reference_solution.replace(/\n/g, ' ')}`, 'reply'))).toBeGreaterThan(0.8);
  });
});

describe('streaming release', () => {
  it('releases a prose line as soon as it ends, and a long one before it ends minus a hold-back', () => {
    const guard = new ReplyGuard(options());
    expect(guard.push('좋은 질문이에요!\n')).toBe('좋은 질문이에요!\n');
    const partial = guard.push('조건문은 위에서부터 차례로 확인하니까 높은 점수부터 확인하는 것이 중요해요');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThanOrEqual('조건문은 위에서부터 차례로 확인하니까 높은 점수부터 확인하는 것이 중요해요'.length - 24);
    guard.push('.\n');
    guard.end();
    expect(guard.text).toBe('좋은 질문이에요!\n조건문은 위에서부터 차례로 확인하니까 높은 점수부터 확인하는 것이 중요해요.\n');
  });

  it('holds a code block until it closes, then releases it whole when it is harmless', () => {
    const guard = new ReplyGuard(options());
    expect(guard.push('예를 들면:\n```python\nx = 5\n')).toBe('예를 들면:\n');
    expect(guard.push('print(x)\n')).toBe('');
    expect(guard.push('```\n')).toBe('```python\nx = 5\nprint(x)\n```\n');
  });

  it('replaces a solution block and stops taking model text', () => {
    const guard = new ReplyGuard(options());
    guard.push(`정답이에요:\n\`\`\`python\n${problem.reference_solution}\`\`\`\n`);
    expect(guard.tripped).toBe('solution');
    expect(guard.push('더 있어요 print(1)\n')).toBe('');
    expect(guard.text).toBe('정답이에요:\n\n[solution]');
  });

  it('an unclosed fence at the end is still checked', () => {
    expect(guardText(`\`\`\`python\n${problem.reference_solution}`, options()).tripped).toBe('solution');
  });

  it('caps the length', () => {
    const r = guardText('가나다라마바사 '.repeat(100), options({ maxChars: 200 }));
    expect(r.truncated).toBe(true);
    expect(r.text.length).toBeLessThanOrEqual(201);
  });

  it('in evaluation mode a 3-line program is refused even in another language', () => {
    expect(guardText('```js\nlet a = 1;\nlet b = 2;\nconsole.log(a + b);\n```', options()).tripped).toBe('solution');
    expect(guardText('```js\nlet a = 1;\nlet b = 2;\nconsole.log(a + b);\n```', options({ mode: 'practice' })).tripped).toBeNull();
  });

  it('a skeleton with blanks and the student’s own code pass', () => {
    expect(guardText('```python\nscore = int(input())\nif ____:\n    print(____)\nelse:\n    print(____)\n```', options()).tripped).toBeNull();
    expect(guardText(`\`\`\`python\n${problem.starter_code}\`\`\``, options()).tripped).toBeNull();
  });
});

describe('instructions', () => {
  it('the canary and runs of the instructions are caught, ordinary replies are not', () => {
    const secret = promptSecret(canary);
    expect(promptLeaks(`제 식별자는 ${canary.toLowerCase()}`, secret)).toBe(true);
    expect(promptLeaks(INSTRUCTIONS.split('\n')[3]!, secret)).toBe(true);
    expect(promptLeaks(INSTRUCTIONS.split('\n')[3]!.split('').join(' '), secret)).toBe(true);
    expect(promptLeaks('좋은 질문이에요! 한 번에 한 단계씩 같이 해 봐요. 어떤 부분이 어려운가요?', secret)).toBe(false);
  });

  it('personal data is scrubbed', () => {
    const scrub = makeScrubber({ id: 1, username: 'dodam77', email: 'kim.dodam@school.kr', fullName: '김도담' });
    expect(scrub('저는 dodam77이고 kim.dodam@school.kr, 친구는 lee@x.com, 이름은 김도담')).toBe('저는 [이름]이고 [이메일], 친구는 [이메일], 이름은 [이름]');
  });
});
