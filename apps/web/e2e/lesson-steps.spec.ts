import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePredict, parseTask, splitLessonSteps, markdownFences } from '@dodam/contracts';
import type { Locator, Page } from '@playwright/test';
import { approveViaApi, expect, loginViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

// A lesson taught in steps (content/README.md "Steps"): the student passes each step by answering
// its '예측해 보기' questions (a wrong choice first shows the named mistake) and solving its tasks in
// the browser's Python, the progress is saved and restored, and '코드 따라가기' shows a loop's
// numbered passes.

const lesson = readFileSync(fileURLToPath(new URL('../../../content/sections/1/lesson.md', import.meta.url)), 'utf8');
const steps = splitLessonSteps(lesson).steps;

async function replaceEditorText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

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
      const fences = markdownFences(step.body);
      if (fences.some((f) => f.info.predict || f.info.task)) await expect(next).toBeDisabled();
      let p = 0;
      let k = 0;
      for (const fence of fences) {
        if (fence.info.predict) {
          const parsed = parsePredict(fence.body);
          if ('error' in parsed) throw new Error(parsed.error);
          const question = page.getByTestId('predict').nth(p++);
          const { choices, answer, misconceptions } = parsed.question;
          const wrong = misconceptions.findIndex((m) => m !== null);
          if (wrong >= 0 && !sawMistake) {
            // A wrong choice shows the mistake it comes from, and the student may try again.
            await question.getByRole('radio', { name: choices[wrong]!, exact: true }).check();
            await question.getByRole('button', { name: '확인하기' }).click();
            await expect(question.getByTestId('misconception')).toContainText(misconceptions[wrong]!.name);
            sawMistake = true;
          }
          await question.getByRole('radio', { name: choices[answer]!, exact: true }).check();
          await question.getByRole('button', { name: /확인하기/ }).click();
          await expect(question.getByRole('status')).toContainText('맞았어요');
          const dialog = page.getByRole('dialog', { name: '예제 실행해 보기' });
          await expect(dialog).toBeVisible();
          await dialog.getByRole('button', { name: '닫기' }).click();
          await expect(dialog).toBeHidden();
        }
        if (fence.info.task) {
          const task = parseTask(fence.body, fence.info.inputs);
          if ('error' in task) throw new Error(task.error);
          const block = page.getByTestId('lesson-task').nth(k++);
          // The task's verdict (the editor inside has its own live region for its keyboard exit).
          const verdict = block.locator('[role="status"]:not([data-testid="editor-exit-status"])');
          // The starter does not pass yet.
          await block.getByRole('button', { name: '▶ 실행하고 확인하기' }).click();
          await expect(verdict).toContainText(/아직 달라요|오류가 났어요/, { timeout: 60_000 });
          // Hints open one at a time, then the answer.
          for (let h = 0; h < task.hints.length; h++) await block.getByRole('button', { name: /힌트 보기/ }).click();
          await expect(block.locator('.dodam-md-task-hints li')).toHaveCount(task.hints.length);
          await block.getByRole('button', { name: '정답 코드 보기' }).click();
          await replaceEditorText(page, block.getByRole('textbox', { name: '해 보기 코드 편집기' }), task.answer);
          await block.getByRole('button', { name: '▶ 실행하고 확인하기' }).click();
          await expect(verdict).toContainText('맞았어요', { timeout: 60_000 });
        }
      }
      if (i < steps.length - 1) {
        await expect(next).toBeEnabled();
        // The last step has nothing to check: reaching it finishes it (and the lesson), saved at once.
        const saved = i === steps.length - 2 ? page.waitForResponse((r) => r.url().includes('/api/v1/learning/events') && r.ok()) : null;
        await next.click();
        await saved;
      }
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
    await page.getByRole('button', { name: '👣 코드 따라가기' }).first().click();
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
