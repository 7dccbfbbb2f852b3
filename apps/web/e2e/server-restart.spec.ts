import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ADMIN_USERNAME, USER_PASSWORD, expect, test, uniqueUsername } from './fixtures';

// Issue 21, "Done means": the real server stopped and started again while a student types, and a
// 10-second outage, lose no code and wipe no screen. The suite's own server (playwright webServer)
// stays up; this spec runs a second real server process of its own on another port with its own
// data dir, kills it mid-typing and starts it again on the same data dir.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PORT = Number(process.env.E2E_RESTART_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = `restart-${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-restart-'));

function startServer(): ChildProcess {
  return spawn('node', [join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '10000' },
    stdio: 'ignore',
  });
}

async function waitHealthy(timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${BASE}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`server on ${BASE} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
}

async function approvedStudentToken(api: APIRequestContext): Promise<string> {
  const username = uniqueUsername('restart');
  const courses = (await (await api.get('/api/v1/public/courses')).json()) as { id: string }[];
  const reg = await api.post('/api/v1/auth/register', {
    data: { username, email: `${username}@example.com`, password: USER_PASSWORD, user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: courses.slice(0, 2).map((c) => ({ course_id: c.id, user_type: 'student' })) },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const admin = await api.post('/api/v1/admin/auth/login', { form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(admin.ok(), await admin.text()).toBeTruthy();
  const headers = { Authorization: `Bearer ${((await admin.json()) as { access_token: string }).access_token}` };
  const list = (await (await api.get('/api/v1/admin/approval/requests?limit=200', { headers })).json()) as { requests: { id: number; user_id: number; username: string; status: string }[] };
  for (const r of list.requests.filter((x) => x.username === username && x.status === 'pending')) {
    const ok = await api.post('/api/v1/admin/approval/approve', { headers, data: { user_id: r.user_id, request_id: r.id, action: 'approve' } });
    expect(ok.ok(), await ok.text()).toBeTruthy();
  }
  const login = await api.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

test.describe('server restart mid-typing', () => {
  test.setTimeout(420_000);
  let server: ChildProcess | null = null;
  test.afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a restart and a 10-second outage lose no code and wipe no screen', async ({ browser }) => {
    server = startServer();
    await waitHealthy();
    const api = await playwrightRequest.newContext({ baseURL: BASE });
    const token = await approvedStudentToken(api);
    await api.dispose();

    const context = await browser.newContext({ baseURL: BASE });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('fastapi-token')) localStorage.setItem('fastapi-token', value);
    }, token);
    const page = await context.newPage();
    await page.goto('/learning/python/practice?section=1');
    const editor = page.getByRole('textbox', { name: '파이썬 코드 편집기' });
    await expect(editor).toBeVisible({ timeout: 60_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type("print('재시작 전')\n");
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'true', { timeout: 30_000 });

    // The server goes down while the student keeps typing, and stays down for 10 seconds.
    await page.keyboard.type("print('끊기기 직전')\n");
    await stopServer(server);
    const downAt = Date.now();
    await page.keyboard.type("print('서버가 꺼진 동안')\n", { delay: 40 });
    // A state change during the outage is queued, not an error screen.
    await page.getByTestId('complete-toggle').click();
    await expect(page.getByTestId('connection-banner')).toContainText('서버에 다시 연결하는 중…', { timeout: 20_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type("print('10초 동안')\n", { delay: 40 });
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - downAt)));
    await expect(editor).toContainText("print('서버가 꺼진 동안')");
    await expect(editor).toContainText("print('10초 동안')");
    await expect(page.getByRole('heading', { name: '실습 문제' })).toBeVisible();
    await expect(page.getByText('학습 화면을 불러오지 못했습니다')).toHaveCount(0);
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'false');

    // Back up on the same data dir: the banner goes by itself and the typing reaches the server.
    server = startServer();
    await waitHealthy();
    await page.keyboard.type("print('다시 켜진 뒤')\n");
    await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-saved', 'true', { timeout: 60_000 });
    await expect(page.getByTestId('complete-toggle')).toHaveAttribute('aria-pressed', 'true');

    // Everything typed before, during and after the outage is on the server: another device sees it.
    const other = await browser.newContext({ baseURL: BASE });
    await other.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
    const second = await other.newPage();
    await second.goto('/learning/python/practice?section=1');
    const otherEditor = second.getByRole('textbox', { name: '파이썬 코드 편집기' });
    for (const line of ['재시작 전', '끊기기 직전', '서버가 꺼진 동안', '10초 동안', '다시 켜진 뒤']) {
      await expect(otherEditor).toContainText(`print('${line}')`, { timeout: 60_000 });
    }
    await other.close();
    await context.close();
  });
});
