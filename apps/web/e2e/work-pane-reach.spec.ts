import { createApprovedUser, expect, loginWithToken, test } from './fixtures';

// Review item 5 (walk of practice at Chromebook sizes): a practice with input chips (section 3) makes
// the editor block taller than its pane at 1366×768 and 1280×720. The pane clipped it (overflow
// hidden): '코드 따라가기' and the draft status sat under the bottom bar where no mouse or wheel could
// reach them. Now the pane scrolls when its content does not fit; at first sight nothing moves.

test.describe('practice work pane at Chromebook sizes', () => {
  test.setTimeout(180_000);

  test('every editor button can be reached with the mouse wheel when the editor block is taller than the pane', async ({ page, request }) => {
    await loginWithToken(page, request, await createApprovedUser(request, 'student'));
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/learning/python/practice?section=3');
      const editor = page.getByRole('textbox', { name: '파이썬 코드 편집기' });
      await expect(editor).toBeVisible({ timeout: 60_000 });
      const run = page.getByRole('button', { name: '실행', exact: true });
      const trace = page.getByRole('button', { name: /코드 따라가기/ });
      await expect(trace).toBeAttached();
      // At 1366×768 Run is on screen at first sight (issue 21). (At 1280×720 this exercise's editor
      // block is taller than the whole pane, so Run itself needs the wheel: noted, not fixed here.)
      if (viewport.width === 1366) await expect(run).toBeInViewport({ ratio: 1 });
      // The wheel over the editor block brings its last rows into view, not under the bottom bar.
      await page.getByTestId('work-pane-task').locator('xpath=following-sibling::*[1]').hover({ position: { x: 10, y: 10 } });
      for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 200);
      await expect(trace).toBeInViewport({ ratio: 1 });
      const uncovered = await trace.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(uncovered, `${viewport.width}×${viewport.height}: 코드 따라가기 not covered`).toBe(true);
      await expect(run).toBeInViewport({ ratio: 1 });
      // The draft status line below it too (an inline span: its line box may overhang by a pixel).
      await expect(page.getByTestId('draft-status').first()).toBeInViewport({ ratio: 0.9 });
    }
  });
});
