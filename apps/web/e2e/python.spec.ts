import type { APIRequestContext, Page } from '@playwright/test';
import { USER_PASSWORD, createApprovedStudent, expect, setEditorCode, test } from './fixtures';

// Python in the browser on /playground: Pyodide boots in a worker from our own assets, input()
// works with a chip and interactively (the server sends COOP/COEP, so the page is cross-origin
// isolated), Stop ends an endless loop, and errors get a Korean explanation.

const BOOT_TIMEOUT = 90_000;

async function loginAsStudent(page: Page, request: APIRequestContext): Promise<void> {
  const username = await createApprovedStudent(request, 'py');
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => {
    localStorage.setItem('fastapi-token', value);
  }, token);
}

async function openPlayground(page: Page): Promise<void> {
  await page.goto('/playground');
  await expect(page.getByRole('heading', { name: '파이썬 연습장' })).toBeVisible();
  await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
  await expect(page.locator('[data-status="ready"]')).toContainText(/Python 3\.\d+/);
}

const consoleLog = (page: Page) => page.getByRole('log', { name: '실행 결과' });
const runButton = (page: Page) => page.getByRole('button', { name: '실행', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: '중지', exact: true });

test.describe('Python playground', () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ page, request }) => {
    await loginAsStudent(page, request);
    await openPlayground(page);
  });

  test('input() runs with a chip value and interactively in the console', async ({ page }) => {
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await setEditorCode(page, "name = input('이름? '); print('안녕', name)");
    const chip = page.getByLabel('입력값 1');
    await expect(chip).toBeVisible();

    // (a) the specified way: the value is entered up front in the chip.
    await chip.fill('철수');
    await runButton(page).click();
    await expect(consoleLog(page)).toContainText('안녕 철수');
    await expect(consoleLog(page)).toContainText('이름? 철수');

    // (b) interactive: the chip is left empty, the prompt appears and the student types a line.
    await chip.fill('');
    await runButton(page).click();
    const line = page.getByLabel('프로그램 입력 (Enter로 보내기)');
    await expect(line).toBeFocused();
    await expect(consoleLog(page)).toContainText('이름?');
    await line.fill('영희');
    await line.press('Enter');
    await expect(consoleLog(page)).toContainText('안녕 영희');
    await expect(page.getByText('실행 완료')).toBeVisible();
  });

  test('the Stop button ends an endless loop and the next run works', async ({ page }) => {
    await setEditorCode(page, 'n = 0\nwhile True:\n    n += 1\n    if n % 100000 == 0: print(n)');
    await runButton(page).click();
    // Stop is pressed once the student sees the loop counting, not after a fixed pause (a Stop in
    // the very first milliseconds of a run falls back to restarting Python, which is slower).
    await expect(page.locator('[data-status="running"]')).toBeVisible();
    await expect(consoleLog(page)).toContainText('100000');
    await stopButton(page).click();
    await expect(consoleLog(page)).toContainText('실행이 중지되었습니다');
    await expect(page.locator('[data-status="stopped"]')).toBeVisible();

    await setEditorCode(page, "print('다시 실행')");
    await runButton(page).click();
    await expect(consoleLog(page)).toContainText('다시 실행');
  });

  test('after a reload, a run sent as soon as the badge says ready runs the code', async ({ page }) => {
    // The reload starts Python from the kept snapshot (the worker begins before the page's init
    // message): the ready badge must mean the student's code runs now, with a fresh random seed.
    await page.reload();
    await expect(page.getByRole('heading', { name: '파이썬 연습장' })).toBeVisible();
    await setEditorCode(page, "import random\nprint('합계', sum(range(10)), random.random() != random.random())");
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    await runButton(page).click();
    await expect(consoleLog(page)).toContainText('합계 45 True');
    await expect(page.getByText('실행 완료')).toBeVisible();
  });

  test('a NameError shows the Korean explanation under the traceback', async ({ page }) => {
    await setEditorCode(page, "score = 90\nprint('점수:', scor)");
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(consoleLog(page)).toContainText("NameError: name 'scor' is not defined");
    const explanation = page.locator('[data-error-id="name-error"]');
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText("'scor'라는 이름이 없어요");
    await expect(explanation).toContainText('2번째 줄');
    await expect(explanation).toContainText("혹시 'score'를 쓰려던 건가요?");
    // The raw traceback stays available and can be collapsed.
    const traceback = page.locator('details').filter({ hasText: 'Traceback' });
    await expect(traceback).toHaveAttribute('open', '');
    await traceback.locator('summary').click();
    await expect(traceback).not.toHaveAttribute('open', '');
  });
});
