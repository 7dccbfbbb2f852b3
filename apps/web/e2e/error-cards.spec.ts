import type { APIRequestContext, Page } from '@playwright/test';
import { USER_PASSWORD, approveViaApi, expect, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// Korean error cards inside a section respect its concept fence: in 파이썬기초1 section 4 (숫자),
// an unclosed bracket gets a card quoting the line with the corrected line to copy, and a division
// by zero is not answered with 'use if' (taught in 13) but says where if is taught.

const BOOT_TIMEOUT = 90_000;

async function loginAsPythonStudent(page: Page, request: APIRequestContext): Promise<void> {
  // Enrolled in the python course (the second public course), approved by the admin.
  const username = uniqueUsername('errcard');
  await registerViaApi(request, username, 2);
  await approveViaApi(request, username);
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
}

const card = (page: Page) => page.getByRole('alert').filter({ hasText: '번째 줄' });

test.describe('error cards in a section', () => {
  test.setTimeout(240_000);

  test('section 4 practice: the card quotes the line, shows the fix, and keeps to what was taught', async ({ page, request }) => {
    await loginAsPythonStudent(page, request);
    const fenceLoaded = page.waitForResponse((r) => r.url().includes('/content/sections/4/concepts.json') && r.ok());
    await page.goto('/learning/python/practice?section=4');
    await fenceLoaded;
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    const run = page.getByRole('button', { name: '실행', exact: true });

    // An unclosed bracket: the card names the line, quotes it and offers the corrected line.
    await setEditorCode(page, 'x = 10\nprint("안녕"');
    await run.click();
    const bracket = page.locator('[data-error-id="unclosed-bracket"]');
    await expect(bracket).toBeVisible({ timeout: 30_000 });
    await expect(bracket).toContainText('괄호가 닫히지 않았어요');
    await expect(bracket).toContainText('2번째 줄');
    await expect(bracket.locator('pre').first()).toHaveText('print("안녕"');
    const fix = bracket.getByRole('group', { name: /이렇게 고쳐 보세요/ });
    await expect(fix).toContainText('2번째 줄을 아래처럼 바꿔요.');
    await expect(fix.locator('code')).toHaveText('print("안녕")');

    // Following the fix makes the program run.
    await setEditorCode(page, 'x = 10\nprint("안녕")');
    await run.click();
    await expect(page.getByRole('log', { name: '실행 결과' })).toContainText('안녕');
    await expect(card(page)).toHaveCount(0);

    // Division by zero: if is taught in section 13, so the card says so instead of 'if b != 0:'.
    await setEditorCode(page, 'a = 10\nb = 0\nprint(a / b)');
    await run.click();
    const zero = page.locator('[data-error-id="zero-division"]');
    await expect(zero).toBeVisible({ timeout: 30_000 });
    await expect(zero).toContainText('0으로 나눌 수 없어요');
    await expect(zero).toContainText('3번째 줄');
    await expect(zero).toContainText('파이썬기초1 · 13. 조건문 if에서 배워요.');
    await expect(zero).not.toContainText('if b != 0');
    await expect(zero.getByRole('group', { name: /이렇게 고쳐 보세요/ })).toHaveCount(0);
  });

  test('the playground keeps the open fence: the same division suggests if, on the student\'s own divisor', async ({ page, request }) => {
    await loginAsPythonStudent(page, request);
    await page.goto('/playground');
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    await setEditorCode(page, 'a = 10\nb = 0\nprint(a / b)');
    await page.getByRole('button', { name: '실행', exact: true }).click();
    const zero = page.locator('[data-error-id="zero-division"]');
    await expect(zero).toBeVisible({ timeout: 30_000 });
    await expect(zero).toContainText('if b != 0');
    await expect(zero).not.toContainText('에서 배워요');
  });
});
