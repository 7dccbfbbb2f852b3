import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

// Review2 item 1 (issue 21's promise for exercises with input chips): at 1366×768 and 1280×720 the
// first practice exercise of EVERY section shows 실행 whole, inside the viewport and not under a bar,
// on open. Before, the chips made the editor block taller than the pane and 실행 was cut (bottom 684
// in a 672 px pane at 1366×768).
const SECTIONS = readdirSync(fileURLToPath(new URL('../../../content/sections/', import.meta.url)))
  .filter((name) => /^\d+$/.test(name) && Number(name) < 100) // the Python course (/learning/python); 101+ belong to other courses
  .map(Number)
  .sort((a, b) => a - b);

test.describe('practice Run button on open at Chromebook sizes', () => {
  test.setTimeout(600_000);

  test('실행 is fully visible and uncovered on every section’s first practice exercise', async ({ page, request }) => {
    await loginWithToken(page, request, await createApprovedUser(request, 'student'));
    let withInputs = 0;
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      for (const section of SECTIONS) {
        const where = `section ${section} at ${viewport.width}×${viewport.height}`;
        await page.goto(`/learning/python/practice?section=${section}`);
        await expect(page.getByRole('textbox', { name: '파이썬 코드 편집기' }), where).toBeVisible({ timeout: 60_000 });
        if ((await page.locator('.dodam-wb-inputs').count()) > 0) withInputs++;
        const run = page.getByRole('button', { name: '실행', exact: true });
        const state = await run.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          // Points near each edge (not the rounded corners, which hit-testing excludes).
          const cornersHit = [
            [r.left + 4, r.top + r.height / 2],
            [r.right - 4, r.top + r.height / 2],
            [r.left + r.width / 2, r.top + 3],
            [r.left + r.width / 2, r.bottom - 3],
          ].every(([x, y]) => {
            const h = document.elementFromPoint(x!, y!);
            return h !== null && el.contains(h);
          });
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, covered: !(hit !== null && el.contains(hit) && cornersHit) };
        });
        expect(state.top >= 0 && state.left >= 0 && state.bottom <= viewport.height && state.right <= viewport.width, `${where}: 실행 inside viewport ${JSON.stringify(state)}`).toBe(true);
        expect(state.covered, `${where}: 실행 covered by a bar ${JSON.stringify(state)}`).toBe(false);
      }
    }
    // The case this guards: exercises with input chips exist and were checked.
    expect(withInputs).toBeGreaterThan(0);
  });
});
