import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { USER_PASSWORD, approveViaApi, expect, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// Issue 26: the installed app keeps working with the network off (context.setOffline): the lesson
// and the practice screen open, Python runs with input() and Stop, errors get their Korean card, a
// draft is kept, an evaluation submission waits and is graded exactly once when the network is
// back, the tutor keeps the question; a second visit downloads none of Python's runtime files.

const LESSON = '/learning/python/video?section=1';
const PRACTICE = '/learning/python/practice?section=1';
const EVALUATION = '/learning/python/evaluation?section=1';
const BOOT_TIMEOUT = 120_000;
const RUNTIME_FILE = /\/assets\/(pyodide-[^/]+\/.*\.(wasm|zip|mjs)|python-snapshot-[^/]+\.bin)(\?|$)/;

async function pythonStudentToken(request: APIRequestContext): Promise<string> {
  const username = uniqueUsername('offl');
  await registerViaApi(request, username, 2);
  await approveViaApi(request, username);
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!localStorage.getItem('fastapi-token')) localStorage.setItem('fastapi-token', value);
  }, token);
  return context;
}

/** The service worker controls the page (installed, precached, claimed) and has read the enrolled courses' content. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller && localStorage.getItem('dodam-content-warmed'));
  }, null, { timeout: 90_000, polling: 500 });
}

const editor = (page: Page, name = '파이썬 코드 편집기') => page.getByRole('textbox', { name });
const consoleLog = (page: Page) => page.getByRole('log', { name: '실행 결과' });
const ready = (page: Page) => expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });

test.describe('offline study (issue 26)', () => {
  test.setTimeout(400_000);

  test('lesson, practice run, draft and a queued submission through an outage; a second visit downloads no runtime files', async ({ browser, request }) => {
    const token = await pythonStudentToken(request);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();

    // Online once: the lesson, the practice screen (Python ready) and the evaluation are opened.
    await page.goto(LESSON);
    await expect(page.getByTestId('lesson-slides')).toBeVisible({ timeout: 60_000 });
    const lessonText = (await page.locator('[data-testid="lesson-slides"] .dodam-md').first().innerText()).trim().split('\n')[0]!;
    await controlled(page);
    await page.goto(PRACTICE);
    await ready(page);
    // A standard module outside the trimmed library is fetched on its first import.
    await setEditorCode(page, "import tomllib\nprint(tomllib.loads('a = 1'))");
    await page.getByRole('button', { name: '실행', exact: true }).click();
    await expect(consoleLog(page)).toContainText("{'a': 1}", { timeout: 60_000 });
    await page.goto(EVALUATION);
    await expect(editor(page, '답안 코드 편집기')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);

    // Network off.
    await context.setOffline(true);

    // The lesson opens again from the caches.
    await page.goto(LESSON);
    await expect(page.locator('[data-testid="lesson-slides"] .dodam-md').first()).toContainText(lessonText, { timeout: 60_000 });

    // The practice screen: Python starts without the network, input(), Stop, a Korean error card.
    await page.goto(PRACTICE);
    await ready(page);
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
    const run = page.getByRole('button', { name: '실행', exact: true });
    await setEditorCode(page, "name = input('이름? ')\nprint('안녕', name)\n");
    await page.getByLabel('입력값 1').fill('도담');
    await run.click();
    await expect(consoleLog(page)).toContainText('안녕 도담', { timeout: 30_000 });

    await setEditorCode(page, 'n = 0\nwhile True:\n    n += 1\n    if n % 100000 == 0: print(n)');
    await run.click();
    await expect(consoleLog(page)).toContainText('100000', { timeout: 30_000 });
    await page.getByRole('button', { name: '중지', exact: true }).click();
    await expect(consoleLog(page)).toContainText('실행이 중지되었습니다');

    await setEditorCode(page, 'a = 10\nb = 0\nprint(a / b)');
    await run.click();
    await expect(page.locator('[data-error-id="zero-division"]')).toContainText('0으로 나눌 수 없어요', { timeout: 30_000 });

    // The courses' modules come from the trimmed library, and the full one fetched online above is
    // in the runtime cache.
    await setEditorCode(page, 'import statistics, datetime, tomllib\nprint(statistics.mean([1, 2, 3]), datetime.date(2026, 3, 2).isoformat(), tomllib.loads("b = 2"))');
    await run.click();
    await expect(consoleLog(page)).toContainText("2 2026-03-02 {'b': 2}", { timeout: 30_000 });

    // A draft typed offline survives a reload offline.
    await setEditorCode(page, "print('끊긴 동안 쓴 초안')");
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'false');
    await page.reload();
    await expect(editor(page)).toContainText('끊긴 동안 쓴 초안', { timeout: 60_000 });

    // An evaluation answer submitted offline waits, and the student is told the verdict will come.
    await page.goto(EVALUATION);
    await expect(editor(page, '답안 코드 편집기')).toBeVisible({ timeout: 60_000 });
    const marker = `offline-${Date.now()}`;
    await setEditorCode(page, `# ${marker}\nprint('답')`, '답안 코드 편집기');
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(page.getByRole('button', { name: /연결되면 제출돼요/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('connection-banner')).toContainText('연결되면 보내요', { timeout: 15_000 });
    const waiting = page.getByTestId('queued-submission');
    await expect(waiting).toContainText('1번 문제의 답안을 이 기기에 보관했어요 · 연결되면 채점돼요');

    // Reloaded while still offline: the kept answer is still announced (it lives in the queue, not in
    // the screen that submitted it), and 제출하기 cannot send it a second time.
    await page.reload();
    await expect(editor(page, '답안 코드 편집기')).toBeVisible({ timeout: 60_000 });
    await expect(waiting).toContainText('연결되면 채점돼요', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /연결되면 제출돼요/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('problem-result')).toHaveCount(0);

    // Network back: graded, once, and the waiting marker goes away with the verdict.
    await context.setOffline(false);
    await expect(page.getByTestId('problem-result')).toHaveAttribute('data-correct', /true|false/, { timeout: 60_000 });
    await expect(waiting).toHaveCount(0);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 30_000 });
    const exported = await request.get('/api/v1/me/privacy/export', { headers: { Authorization: `Bearer ${token}` } });
    expect(exported.ok()).toBeTruthy();
    const { submissions } = (await exported.json()) as { submissions: { code: string }[] };
    expect(submissions.filter((s) => s.code.includes(marker))).toHaveLength(1);

    // A second visit (new tab, same browser profile) downloads none of Python's runtime files.
    const fetched: string[] = [];
    context.on('requestfinished', (req) => {
      void req.response().then((response) => {
        if (RUNTIME_FILE.test(req.url()) && response && !response.fromServiceWorker()) fetched.push(req.url());
      });
    });
    const second = await context.newPage();
    await second.goto(PRACTICE);
    await ready(second);
    await setEditorCode(second, "print('두 번째 방문')");
    await second.getByRole('button', { name: '실행', exact: true }).click();
    await expect(consoleLog(second)).toContainText('두 번째 방문', { timeout: 30_000 });
    expect(fetched).toEqual([]);
    await context.close();
  });

  test('the tutor says it needs the network and sends the kept question when it is back', async ({ browser, request }) => {
    const token = await pythonStudentToken(request);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    await page.goto(PRACTICE);
    await ready(page);
    // The outage comes once the screen has loaded (its tutor panel included): Python can now be ready
    // before the rest of a first visit's chunks have arrived.
    const box = page.getByPlaceholder(/튜터에게 질문하기/);
    await expect(box).toBeVisible({ timeout: 60_000 });
    await context.setOffline(true);
    await box.fill('print는 뭐예요?');
    await box.press('Enter');
    await expect(page.getByTestId('tutor-error')).toContainText('튜터는 인터넷 연결이 있어야 답할 수 있어요', { timeout: 15_000 });
    await expect(page.getByTestId('tutor-queued')).toContainText('print는 뭐예요?');
    await context.setOffline(false);
    await expect(page.getByTestId('tutor-queued')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('tutor-chat-slot')).toContainText('print는 뭐예요?', { timeout: 30_000 });
    await context.close();
  });
});
