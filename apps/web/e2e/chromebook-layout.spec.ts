import type { Page } from '@playwright/test';
import { USER_PASSWORD, approveViaApi, expect, registerViaApi, test, uniqueUsername } from './fixtures';

// Issue 21, Chromebook layout: at 1366×768 and 1280×720 practice and evaluation show the editor,
// its Run/Stop(/Submit) buttons and at least 12 editor lines without scrolling anything; a 390 px
// phone still works, and at 320 px the learning bottom bar does not overlap its own text.

const SCREENS = [
  { name: 'practice', url: '/learning/python/practice?section=1', editor: '파이썬 코드 편집기', buttons: ['실행', '중지'] },
  { name: 'evaluation', url: '/learning/python/evaluation?section=1', editor: '답안 코드 편집기', buttons: ['실행', '중지', '제출하기'] },
] as const;

/** Every scroll container on the page is at its top: nothing was scrolled to reach the editor. */
async function nothingScrolled(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll('*')].filter((el) => el && el.scrollTop > 0).length);
  expect(scrolled).toBe(0);
}

function inside(box: { x: number; y: number; width: number; height: number } | null, vw: number, vh: number): boolean {
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= vh + 0.5 && box.x + box.width <= vw + 0.5;
}

test.describe('Chromebook layout', () => {
  test.setTimeout(240_000);

  test('editor, its buttons and ≥ 12 lines are above the fold at 1366×768 and 1280×720; phones still work', async ({ browser, request }) => {
    const username = uniqueUsername('cbook');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    const login = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
    const { access_token: token } = (await login.json()) as { access_token: string };

    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
      const page = await context.newPage();
      for (const screen of SCREENS) {
        await page.goto(screen.url);
        const editor = page.getByRole('textbox', { name: screen.editor });
        await expect(editor).toBeVisible({ timeout: 60_000 });
        // Twelve lines of code: every one of them must be visible in the editor without scrolling.
        await editor.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Delete');
        await editor.fill(Array.from({ length: 12 }, (_, i) => `print(${i + 1})`).join('\n'));
        await page.evaluate(() => {
          for (const el of document.querySelectorAll('*')) el.scrollTop = 0;
          window.scrollTo(0, 0);
        });
        await nothingScrolled(page);
        const where = `${screen.name} at ${viewport.width}×${viewport.height}`;
        const scroller = page.locator('.cm-scroller').filter({ has: editor });
        const box = await scroller.boundingBox();
        expect(inside(box, viewport.width, viewport.height), `${where}: editor box ${JSON.stringify(box)}`).toBe(true);
        const visible = await editor.locator('.cm-line').evaluateAll((els, limit) => els.filter((el) => el.getBoundingClientRect().bottom <= limit).length, Math.min(viewport.height, (box?.y ?? 0) + (box?.height ?? 0)));
        expect(visible, `${where}: editor lines visible`).toBeGreaterThanOrEqual(12);
        for (const name of screen.buttons) {
          const button = page.getByRole('button', { name, exact: true });
          expect(inside(await button.boundingBox(), viewport.width, viewport.height), `${where}: ${name} button`).toBe(true);
        }
      }
      await context.close();
    }

    // Phones: 390 px shows the editor and Run after scrolling the page; 320 px keeps the bottom bar's text apart.
    for (const width of [390, 320]) {
      const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
      await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
      const page = await context.newPage();
      await page.goto(SCREENS[0].url);
      const editor = page.getByRole('textbox', { name: SCREENS[0].editor });
      await expect(editor).toBeVisible({ timeout: 60_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px: no sideways scrolling`).toBeLessThanOrEqual(0);
      if (width === 390) {
        // The output sits under the editor, below the fold: a run started from the editor
        // (Ctrl+Enter) brings it into view when it finishes (before, nothing visible changed).
        const output = page.getByRole('log', { name: '실행 결과' });
        await expect(output).not.toBeInViewport();
        await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: 90_000 });
        await editor.click();
        await page.keyboard.press('Control+Enter');
        await expect(page.getByText(/실행 완료|오류 · /)).toBeAttached({ timeout: 30_000 });
        await expect(output).toBeInViewport();
      }
      await page.getByRole('button', { name: '실행', exact: true }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: '실행', exact: true })).toBeInViewport();
      // The bottom bar's children (previous, current step, actions) never overlap one another.
      const overlaps = await page.locator('.dodam-bottom-bar').evaluate((bar) => {
        const boxes = [...bar.querySelectorAll('a, button, .dodam-bottom-current')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
        let n = 0;
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!;
            const b = boxes[j]!;
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) n++;
          }
        const clipped = [...bar.querySelectorAll('a, button, .dodam-bottom-current')].filter((el) => el.scrollWidth > el.clientWidth + 1).length;
        return n + clipped;
      });
      expect(overlaps, `${width} px: bottom bar items overlap or clip their text`).toBe(0);
      await context.close();
    }
  });
});
