import { markdownFences, parsePredict, parseTask, type LessonStep } from '@dodam/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Passing a lesson step in the browser as a student does (content/README.md "Steps"): each '예측해
// 보기' question answered (optionally a wrong choice first, which shows its named mistake) and each
// '해 보기' task run in the browser's Python — the starter first (not met), then the hints one at a
// time, the answer, and the check met.

async function replaceEditorText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Passes the checks of the step on screen; returns whether a wrong choice's mistake was shown. */
export async function passStep(page: Page, step: LessonStep, options: { showMistake?: boolean } = {}): Promise<boolean> {
  const next = page.getByRole('button', { name: /다음 단계/ });
  const fences = markdownFences(step.body);
  if (fences.some((f) => f.info.predict || f.info.task)) await expect(next).toBeDisabled();
  let shown = false;
  let p = 0;
  let k = 0;
  for (const fence of fences) {
    if (fence.info.predict) {
      const parsed = parsePredict(fence.body);
      if ('error' in parsed) throw new Error(parsed.error);
      const question = page.getByTestId('predict').nth(p++);
      const { choices, answer, misconceptions } = parsed.question;
      const wrong = misconceptions.findIndex((m) => m !== null);
      if (wrong >= 0 && options.showMistake && !shown) {
        // A wrong choice shows the mistake it comes from, and the student may try again.
        await question.getByRole('radio', { name: choices[wrong]!, exact: true }).check();
        await question.getByRole('button', { name: '확인하기' }).click();
        await expect(question.getByTestId('misconception')).toContainText(misconceptions[wrong]!.name);
        shown = true;
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
  return shown;
}

/**
 * Moves to the next step once this one is passed. `toLast`: the next step is the last, which has
 * nothing to check — reaching it finishes it (and the lesson), saved at once.
 */
export async function nextStep(page: Page, toLast = false): Promise<void> {
  const next = page.getByRole('button', { name: /다음 단계/ });
  await expect(next).toBeEnabled();
  const saved = toLast ? page.waitForResponse((r) => r.url().includes('/api/v1/learning/events') && r.ok()) : null;
  await next.click();
  await saved;
}
