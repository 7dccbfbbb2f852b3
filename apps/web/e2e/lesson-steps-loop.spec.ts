import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitLessonSteps } from '@dodam/contracts';
import { approveViaApi, expect, loginViaUi, registerViaApi, test, uniqueUsername } from './fixtures';
import { nextStep, passStep } from './lesson-steps-helpers';

// A lesson with loops taught in steps (issue 27): 컴퓨터사고력 2 "패턴 찾기" (for and range). The
// student passes the first steps, watches the first loop run in 코드 따라가기 (its passes numbered),
// leaves half-way and comes back to the first open step with the passed ones kept, then finishes the
// lesson; the finished lesson is kept too.

const SECTION = '202';
const lesson = readFileSync(fileURLToPath(new URL(`../../../content/sections/${SECTION}/lesson.md`, import.meta.url)), 'utf8');
const steps = splitLessonSteps(lesson).steps;
/** The step that introduces `for` with a traced example. */
const LOOP_STEP = steps.findIndex((s) => /```python trace\nfor i in range\(5\):/.test(s.body));

test.describe('반복문 강의 단계', () => {
  test.setTimeout(420_000);

  test('a student completes the loop lesson step by step, sees the numbered passes, and the progress survives reloads', async ({ page, request }) => {
    expect(LOOP_STEP).toBeGreaterThan(0);
    const username = uniqueUsername('loopsteps');
    // The first two public courses: 컴퓨터사고력 and 파이썬기초1.
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    await page.goto(`/learning/computer-thinking/video?section=${SECTION}`);
    const counter = page.getByTestId('slide-counter');
    await expect(counter).toHaveText(new RegExp(`^1 / ${steps.length}$`), { timeout: 90_000 });

    // Up to and including the loop step; its checks met, its 'done' saved.
    for (let i = 0; i <= LOOP_STEP; i++) {
      await expect(counter).toHaveText(`${i + 1} / ${steps.length}`);
      if (i === LOOP_STEP) {
        // 코드 따라가기 on `for i in range(5): print("안녕!")`: each pass numbered, output as it appears.
        await page.getByRole('button', { name: '코드 따라가기' }).first().click();
        const dialog = page.getByRole('dialog', { name: /코드 따라가기/ });
        const view = dialog.getByTestId('trace-view');
        await expect(view).toBeVisible({ timeout: 60_000 });
        const now = view.getByTestId('trace-now');
        const forward = view.getByRole('button', { name: '다음 ▶' });
        // The loop's header is line 1: the run opens on its first pass.
        await expect(now).toContainText('1번 줄: 반복 1번째를 시작해요');
        await forward.click();
        await expect(now).toContainText('2번 줄을 실행했어요');
        await expect(now.getByTestId('trace-pass')).toHaveText('1번 줄 반복 1번째');
        await expect(view.getByTestId('trace-output')).toHaveText(/^안녕!\s*$/);
        await expect(view.getByRole('row', { name: /\bi\b/ })).toContainText('0');
        await forward.click();
        await expect(now).toContainText('반복 2번째를 시작해요');
        await forward.click();
        await expect(now.getByTestId('trace-pass')).toHaveText('1번 줄 반복 2번째');
        await expect(view.getByTestId('trace-output')).toHaveText(/^안녕!\s+안녕!\s*$/);
        await expect(view.getByRole('row', { name: /\bi\b/ })).toContainText('1');
        await view.getByRole('button', { name: '◀ 이전' }).click();
        await expect(now).toContainText('반복 2번째를 시작해요');
        await view.getByRole('button', { name: '끝 ⏭' }).click();
        await expect(view.getByTestId('trace-output')).toHaveText(/^(안녕!\s+){4}안녕!\s*$/);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        const saved = page.waitForResponse((r) => r.url().includes('/api/v1/learning/events') && r.ok() && (r.request().postData() ?? '').includes(steps[i]!.key));
        await passStep(page, steps[i]!, { showMistake: true });
        await saved;
      } else {
        await passStep(page, steps[i]!);
      }
      await nextStep(page);
    }

    // Left half-way: a fresh visit opens at the first open step, with the passed ones marked done.
    await page.reload();
    await expect(counter).toHaveText(`${LOOP_STEP + 2} / ${steps.length}`, { timeout: 90_000 });
    await expect(page.locator('.dodam-slides-dot.is-done')).toHaveCount(LOOP_STEP + 1);

    for (let i = LOOP_STEP + 1; i < steps.length; i++) {
      await expect(counter).toHaveText(`${i + 1} / ${steps.length}`);
      await passStep(page, steps[i]!);
      if (i < steps.length - 1) await nextStep(page, i === steps.length - 2);
    }

    await page.reload();
    await expect(counter).toHaveText(`1 / ${steps.length}`, { timeout: 90_000 });
    await expect(page.locator('.dodam-slides-dot.is-done')).toHaveCount(steps.length);
  });
});
