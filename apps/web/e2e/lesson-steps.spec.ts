import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitLessonSteps } from '@dodam/contracts';
import { approveViaApi, expect, loginViaUi, registerViaApi, test, uniqueUsername } from './fixtures';
import { nextStep, passStep } from './lesson-steps-helpers';

// A lesson taught in steps (content/README.md "Steps"): the student passes each step by answering
// its '예측해 보기' questions (a wrong choice first shows the named mistake) and solving its tasks in
// the browser's Python, the progress is saved and restored, and '코드 따라가기' shows a loop's
// numbered passes.

const lesson = readFileSync(fileURLToPath(new URL('../../../content/sections/1/lesson.md', import.meta.url)), 'utf8');
const steps = splitLessonSteps(lesson).steps;

test.describe('강의 단계', () => {
  test.setTimeout(300_000);

  test('a student passes every step of section 1 (predictions and tasks), and the progress is restored', async ({ page, request }) => {
    const username = uniqueUsername('steps');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    await page.goto('/learning/python/video?section=1');
    const counter = page.getByTestId('slide-counter');
    await expect(counter).toHaveText(new RegExp(`^1 / ${steps.length}$`), { timeout: 90_000 });
    const next = page.getByRole('button', { name: /다음 단계/ });

    let sawMistake = false;
    for (const [i, step] of steps.entries()) {
      await expect(counter).toHaveText(`${i + 1} / ${steps.length}`);
      if (await passStep(page, step, { showMistake: !sawMistake })) sawMistake = true;
      if (i < steps.length - 1) await nextStep(page, i === steps.length - 2);
    }
    expect(sawMistake).toBe(true);

    // Saved on the server: a fresh visit shows every step done (a finished lesson opens at its start).
    await page.reload();
    await expect(counter).toHaveText(`1 / ${steps.length}`, { timeout: 90_000 });
    await expect(page.locator('.dodam-slides-dot.is-done')).toHaveCount(steps.length);
    await expect(next).toBeEnabled();
  });

  test('코드 따라가기 shows the passes of a loop, backwards and forwards', async ({ page, request }) => {
    const username = uniqueUsername('trace');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    await page.goto('/learning/python/video?section=15');
    await expect(page.getByTestId('slide-counter')).toHaveText(/^1 \/ \d+$/, { timeout: 90_000 });
    await page.getByRole('button', { name: '코드 따라가기' }).first().click();
    const dialog = page.getByRole('dialog', { name: /코드 따라가기/ });
    const view = dialog.getByTestId('trace-view');
    await expect(view).toBeVisible({ timeout: 60_000 });
    const now = view.getByTestId('trace-now');
    // fruits = [...] → for (pass 1) → print → for (pass 2) → print ...
    await view.getByRole('button', { name: '다음 ▶' }).click();
    await expect(now).toContainText('반복 1번째를 시작해요');
    await view.getByRole('button', { name: '다음 ▶' }).click();
    await expect(now.getByTestId('trace-pass')).toHaveText('2번 줄 반복 1번째');
    await expect(view.getByTestId('trace-output')).toHaveText(/^사과\s*$/);
    await expect(view.getByRole('row', { name: /fruit\b/ })).toContainText("'사과'");
    // Keyboard: → moves forward through the second pass.
    await view.getByRole('button', { name: '다음 ▶' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(now.getByTestId('trace-pass')).toHaveText('2번 줄 반복 2번째');
    await expect(view.getByTestId('trace-output')).toHaveText(/^사과\s+바나나\s*$/);
    await expect(view.getByRole('row', { name: /fruit\b/ })).toContainText("'바나나'");
    // Backwards again.
    await view.getByRole('button', { name: '◀ 이전' }).click();
    await expect(now).toContainText('반복 2번째를 시작해요');
    await view.getByRole('button', { name: '끝 ⏭' }).click();
    await expect(view.getByTestId('trace-output')).toHaveText(/사과\s+바나나\s+포도/);
  });
});
