import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, PHONE } from './axe';
import { createApprovedUser, expect, loginWithToken, setEditorCode, test } from './fixtures';

// Review item: on a 390×844 phone the graded verdict sits under the editor, below the fold. After
// 제출하기 the screen brings the verdict into view (keyboard focus stays on 제출하기, never on <body>),
// for a wrong answer (the card stays) and a right one (before the move to the next problem).

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const problems = (JSON.parse(readFileSync(join(root, 'content/sections/1/problems.json'), 'utf8')) as { problems: { title: string; reference_solution: string }[] }).problems;

/** The verdict line's box lies wholly inside the viewport. */
async function verdictOnScreen(page: Page, verdict: Locator): Promise<void> {
  await expect(verdict).toBeInViewport({ ratio: 1 });
  const box = await verdict.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'verdict has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 0.5);
  // Not under the sticky learning header or bottom bar: the point at its middle belongs to it.
  await expect
    .poll(() => verdict.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    }))
    .toBe(true);
}

test.describe('evaluation verdict on a phone', () => {
  test.setTimeout(180_000);

  test('after 제출하기 at 390×844 the verdict is scrolled into view and focus stays on the button', async ({ page, request }) => {
    await loginWithToken(page, request, await createApprovedUser(request, 'student'));
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });

    await page.goto('/learning/python/evaluation?section=1');
    await expect(page.getByRole('heading', { name: `문제 1. ${problems[0]!.title}` })).toBeVisible({ timeout: 60_000 });

    // A wrong answer: submitted by keyboard from the button (scrolled to, as a phone user would).
    await setEditorCode(page, 'print()\n', '답안 코드 편집기');
    const submit = page.getByRole('button', { name: /제출하기|채점 중/ });
    await submit.scrollIntoViewIfNeeded();
    const result = page.getByTestId('problem-result');
    await expect(result).toHaveCount(0);
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(result).toHaveAttribute('data-correct', 'false', { timeout: 30_000 });
    const verdict = result.getByRole('status');
    await verdictOnScreen(page, verdict);
    await expect(submit).toBeFocused();
    await page.screenshot({ path: join(root, 'test-results', 'evaluation-verdict-390-wrong.png') });
    await expectAccessible(page, 'evaluation verdict (phone)');

    // A right answer: its verdict is on screen before the screen moves on to problem 2.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await setEditorCode(page, problems[0]!.reference_solution, '답안 코드 편집기');
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(result).toHaveAttribute('data-correct', 'true', { timeout: 30_000 });
    await verdictOnScreen(page, verdict);
    await expect(submit).toBeFocused();
    await expect(page.getByRole('heading', { name: `문제 2. ${problems[1]!.title}` })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});
