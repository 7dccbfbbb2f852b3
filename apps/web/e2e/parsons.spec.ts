// Issue 24 in Chromium: on a practice exercise the tutor's hint ladder ends at an order puzzle
// (goal → hint → puzzle, one rung per request, the rung kept by the server). The learner works it with
// the keyboard: a line that is not needed is named as the mistake it is, the right order passes.
// Accessible (axe) in both themes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './axe';
import { createApprovedUser, expect, loginViaUi, test } from './fixtures';

// The model solution, read from the content on disk (it never reaches the browser).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const practice = JSON.parse(readFileSync(join(root, 'content', 'sections', '3', 'practice.json'), 'utf8')) as { exercises: { id: string; solution?: string }[] };
const SOLUTION = practice.exercises.find((e) => e.id === 's3-e2')!.solution!.trim().split('\n');

test('a practice exercise’s ladder ends at an order puzzle the learner solves with the keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  await loginViaUi(page, await createApprovedUser(request, 'student'));
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.goto('/learning/python/practice?section=3');
  await page.getByRole('group', { name: '실습 문제 고르기' }).getByRole('button', { name: '실습 2' }).click();
  const chat = page.getByTestId('tutor-chat-slot');
  const log = chat.getByRole('log', { name: '튜터 대화' });
  const replies = log.locator('.dodam-tutor-chat__msg.is-assistant');
  const box = chat.getByPlaceholder(/튜터에게 질문하기/);
  for (const rung of ['1단계', '2단계', '3단계: 순서 맞추기']) {
    const before = await replies.count();
    await box.fill('힌트 주세요');
    await box.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
    await expect(replies.last()).toContainText(rung, { timeout: 30_000 });
  }
  const puzzle = replies.last().getByTestId('parsons');
  await expect(puzzle).toBeVisible();
  const pool = puzzle.getByTestId('parsons-pool').getByRole('listitem');
  const count = await pool.count();
  expect(count).toBeGreaterThan(SOLUTION.length);
  const check = puzzle.getByRole('button', { name: '확인하기' });
  await expect(check).toBeDisabled();

  // A line that is not needed (here: the one without int()) is named as the mistake it is.
  const texts = (await pool.locator('code').allTextContents()).map((t) => t.replace(/\(들여쓰기 \d+칸\) /, ''));
  const extra = texts.find((t) => !SOLUTION.includes(t))!;
  await puzzle.getByRole('button', { name: `넣기: ${extra.trim()}`, exact: true }).click();
  await check.click();
  const result = puzzle.getByTestId('parsons-result');
  await expect(result).toContainText('필요 없는 줄', { timeout: 20_000 });
  await puzzle.getByRole('button', { name: `빼기: 1번째 줄 ${extra.trim()}`, exact: true }).click();

  // The needed lines, by keyboard: focus a line's button and press Enter; focus stays in the list.
  for (const line of SOLUTION) {
    const add = puzzle.getByRole('button', { name: `넣기: ${line.trim()}`, exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(puzzle.getByTestId('parsons-answer').getByRole('listitem').last()).toContainText(line.trim());
    await expect(puzzle.locator('button:focus')).toHaveCount(1);
  }
  // Swap the first two with ↓ and back with ↑ (the order is the learner's to set).
  await puzzle.getByRole('button', { name: `아래로: 1번째 줄 ${SOLUTION[0]!.trim()}`, exact: true }).click();
  await expect(puzzle.getByTestId('parsons-answer').getByRole('listitem').nth(1)).toContainText(SOLUTION[0]!.trim());
  await puzzle.getByRole('button', { name: `위로: 2번째 줄 ${SOLUTION[0]!.trim()}`, exact: true }).click();
  await check.click();
  await expect(result).toContainText('맞았어요', { timeout: 20_000 });

  await expectAccessible(page, 'practice chat parsons puzzle', { include: '[data-testid="parsons"]' });
});
