import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { USER_PASSWORD, approveViaApi, expect, loginViaUi, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// Issue 21: code typed in an editor is a draft saved as the student types; a reload, another
// browser (device), a re-login and a network outage lose nothing and wipe no screen.

const PRACTICE = '/learning/python/practice?section=1';
const EDITOR = '파이썬 코드 편집기';

async function pythonStudentToken(request: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = uniqueUsername('draft');
  await registerViaApi(request, username, 2);
  await approveViaApi(request, username);
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { username, token: ((await response.json()) as { access_token: string }).access_token };
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!localStorage.getItem('fastapi-token')) localStorage.setItem('fastapi-token', value);
  }, token);
  return context.newPage();
}

const editor = (page: Page, name = EDITOR) => page.getByRole('textbox', { name });
const saved = (page: Page) => expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'true', { timeout: 30_000 });

test.describe('drafts', () => {
  test.setTimeout(300_000);

  test('practice code survives a reload, another browser and a re-login; reset to the starter can be undone', async ({ browser, request }) => {
    const { username, token } = await pythonStudentToken(request);
    const page = await signedInPage(browser, token);
    await page.goto(PRACTICE);
    await expect(editor(page)).toBeVisible({ timeout: 60_000 });
    const starter = (await editor(page).textContent()) ?? '';
    await setEditorCode(page, "print('초안 1')");
    await saved(page);

    await page.reload();
    await expect(editor(page)).toContainText("print('초안 1')", { timeout: 60_000 });

    // Another device: a fresh browser context with only the login.
    const other = await signedInPage(browser, token);
    await other.goto(PRACTICE);
    await expect(editor(other)).toContainText("print('초안 1')", { timeout: 60_000 });
    await other.context().close();

    // Reset to the starter, then undo.
    await page.getByRole('button', { name: '시작 코드로 되돌리기' }).click();
    await expect(page.getByTestId('draft-notice')).toContainText('시작 코드로 되돌렸어요');
    await expect(editor(page)).not.toContainText('초안 1');
    if (starter.trim()) await expect(editor(page)).toContainText(starter.trim().split('\n')[0]!);
    await page.getByRole('button', { name: '되돌리기 취소' }).click();
    await expect(editor(page)).toContainText("print('초안 1')");
    await saved(page);

    // Log in again through the login screen, in a browser that never held the session.
    const fresh = await (await browser.newContext()).newPage();
    await loginViaUi(fresh, username);
    await fresh.waitForURL((url) => !url.pathname.startsWith('/login'));
    await fresh.goto(PRACTICE);
    await expect(editor(fresh)).toContainText("print('초안 1')", { timeout: 60_000 });
    await fresh.context().close();
    await page.context().close();
  });

  test('typing during an outage is kept and saved when the network is back; the screen stays', async ({ browser, request }) => {
    const { token } = await pythonStudentToken(request);
    const page = await signedInPage(browser, token);
    await page.goto(PRACTICE);
    await expect(editor(page)).toBeVisible({ timeout: 60_000 });
    await setEditorCode(page, "print('연결 전')");
    await saved(page);

    await page.context().setOffline(true);
    await setEditorCode(page, "print('끊긴 동안 쓴 코드')");
    // A state change during the outage: queued, the screen stays.
    await page.getByRole('button', { name: /완료 표시/ }).first().click();
    await expect(page.getByTestId('connection-banner')).toContainText('서버에 다시 연결하는 중…', { timeout: 15_000 });
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'false');
    await expect(editor(page)).toContainText('끊긴 동안 쓴 코드');
    await expect(page.getByText('학습 화면을 불러오지 못했습니다')).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 20_000 });
    await saved(page);
    const other = await signedInPage(browser, token);
    await other.goto(PRACTICE);
    await expect(editor(other)).toContainText('끊긴 동안 쓴 코드', { timeout: 60_000 });
    await other.context().close();
    await page.context().close();
  });

  test('the evaluation keeps each problem’s answer; an unknown section is not found', async ({ browser, request }) => {
    const { token } = await pythonStudentToken(request);
    const page = await signedInPage(browser, token);
    await page.goto('/learning/python/evaluation?section=1');
    await expect(editor(page, '답안 코드 편집기')).toBeVisible({ timeout: 60_000 });
    await setEditorCode(page, "answer = '평가 초안'", '답안 코드 편집기');
    await saved(page);
    await page.reload();
    await expect(editor(page, '답안 코드 편집기')).toContainText("answer = '평가 초안'", { timeout: 60_000 });

    await page.goto('/learning/python/practice?section=99');
    await expect(page.getByRole('heading', { name: '찾을 수 없습니다' })).toBeVisible();
    await page.context().close();
  });
});
