import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { createApprovedUser, expect, loginWithToken, test } from './fixtures';

// The practice loop with the keyboard only, as a screen-reader or switch user works: every step is
// reached with Tab and done with Enter/typing, and after each step we assert where focus is — it
// must never fall back to <body>.

const BOOT_TIMEOUT = 90_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const problems = (JSON.parse(readFileSync(join(root, 'content/sections/1/problems.json'), 'utf8')) as { problems: { title: string; reference_solution: string }[] })
  .problems;

/** Press Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test.describe('keyboard only', () => {
  test.setTimeout(300_000);

  test('practice loop: write, run, stop, ask the tutor, submit an answer, mark complete', async ({ page, request }) => {
    const username = await createApprovedUser(request, 'student');
    await loginWithToken(page, request, username);
    await page.goto('/learning/python/practice?section=1');
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });

    // Write: Tab into the editor, replace the starter with an endless loop.
    const editor = page.getByRole('textbox', { name: '파이썬 코드 편집기' });
    await tabTo(page, editor);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('i = 0\nwhile True:\n    i += 1\n');
    await expect(editor).toBeFocused();
    // Tab indents inside the editor; Esc then Tab leaves it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();

    // Run: focus moves on purpose to Stop while the program runs.
    const run = page.getByRole('button', { name: '실행', exact: true });
    const stop = page.getByRole('button', { name: '중지', exact: true });
    await tabTo(page, run);
    await page.keyboard.press('Enter');
    await expect(stop).toBeFocused();
    await expect(run).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').filter({ hasText: '실행 중입니다.' })).toHaveCount(1);

    // Stop: focus comes back to Run, and the end is announced.
    await page.keyboard.press('Enter');
    await expect(run).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '실행이 중지되었습니다.' })).toHaveCount(1);
    await expect(run).not.toHaveAttribute('aria-disabled', 'true');

    // A run with output: Enter on Run again; the console announces the output politely.
    await tabTo(page, editor, { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText("print('안녕 도담')\n");
    await page.keyboard.press('Escape');
    await tabTo(page, run);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: '실행 결과' })).toContainText('안녕 도담');
    await expect(page.getByTestId('console-announcement').first()).toHaveText('안녕 도담');
    await expect(run).toBeFocused();

    // Ask the tutor: the question box keeps focus while the answer streams in, and the reply lands
    // in the polite chat log.
    const question = page.getByRole('textbox', { name: '튜터에게 질문하기' });
    await tabTo(page, question);
    await page.keyboard.type('변수가 뭐예요?');
    await page.keyboard.press('Enter');
    await expect(question).toBeFocused();
    const chatLog = page.getByRole('log', { name: '튜터 대화' });
    await expect(chatLog).toHaveAttribute('aria-live', 'polite');
    await expect(chatLog).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await expect(chatLog).toContainText('변수가 뭐예요?');
    await expect(question).toBeFocused();
    expect(await focusIsOnBody(page)).toBe(false);

    // On to the evaluation with the bottom bar's 다음 link.
    await tabTo(page, page.getByRole('link', { name: /다음/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learning\/python\/evaluation\?section=1$/);
    await expect(page.getByRole('heading', { name: `문제 1. ${problems[0]!.title}` })).toBeVisible();

    // Submit an answer: focus stays on 제출하기 through grading and the move to problem 2.
    const answer = page.getByRole('textbox', { name: '답안 코드 편집기' });
    await tabTo(page, answer);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(problems[0]!.reference_solution);
    await page.keyboard.press('Escape');
    const submit = page.getByRole('button', { name: /제출하기|채점 중/ });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const verdict = page.getByTestId('problem-result');
    await expect(verdict).toHaveAttribute('data-correct', 'true', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: '정답입니다' }).first()).toBeVisible();
    await expect(submit).toBeFocused();
    await expect(page.getByRole('heading', { name: `문제 2. ${problems[1]!.title}` })).toBeVisible({ timeout: 10_000 });
    expect(await focusIsOnBody(page)).toBe(false);

    // Mark complete: Enter toggles, focus stays, and a second Enter toggles back.
    const toggle = page.getByTestId('complete-toggle');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the example modal keeps Tab inside, Esc in its editor stays, and focus returns to the opener', async ({ page, request }) => {
    const username = await createApprovedUser(request, 'student');
    await loginWithToken(page, request, username);
    await page.goto('/learning/python/video?section=1');
    const opener = page.getByRole('button', { name: /실행해 보기/ }).first();
    await expect(opener).toBeVisible();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '예제 실행해 보기' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });

    // Tab around more times than the dialog has controls: focus never leaves it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Esc inside the editor leaves the editor (Esc, Tab) but not the dialog; Run is then reachable.
    const editor = dialog.getByRole('textbox', { name: '예제 코드 편집기' });
    await tabTo(page, editor);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    const run = dialog.getByRole('button', { name: '실행', exact: true });
    await tabTo(page, run);
    await page.keyboard.press('Enter');
    await expect(run).toBeFocused({ timeout: 30_000 });

    // Esc outside the editor closes the dialog, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
