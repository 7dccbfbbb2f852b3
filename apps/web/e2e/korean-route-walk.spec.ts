import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { USER_PASSWORD, createApprovedUser, expect, loginAsAdminViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

// Issue 21, "Korean everywhere": walk every route of the route table for each role (anonymous,
// pending, student, teacher, admin) and the error states (unknown route, unknown section, a server
// error), and fail on English prose, raw Markdown markers and internal ids in what a person reads
// (visible text plus aria-label/title/placeholder), and on particles written in both forms ("은(는)").
// Code (pre, code, the editor) is not prose.

/** Latin words allowed in Korean text: code tokens, product and brand names, key names, units. */
const ALLOWED = new Set(
  [
    'AI', 'CSV', 'Python', 'Pyodide', 'OpenAI', 'Dodam', 'Ctrl', 'Enter', 'Shift', 'Tab', 'Esc', 'Cmd', 'ms', 'MB', 'KB', 'px', 'ID', 'URL', 'OK', 'LLM', 'API', 'PDF', 'GitHub',
    'print', 'input', 'int', 'str', 'float', 'len', 'range', 'list', 'dict', 'for', 'while', 'if', 'else', 'elif', 'def', 'return', 'True', 'False', 'None', 'and', 'or', 'not', 'in',
    'import', 'f-string', 'append', 'split', 'join', 'format', 'type', 'bool', 'tuple', 'set', 'break', 'continue', 'pass', 'lambda', 'class', 'try', 'except', 'sum', 'max', 'min',
    'abs', 'round', 'sorted', 'Error', 'Hello', 'World', 'hello', 'world',
  ].map((w) => w.toLowerCase()),
);

interface Finding {
  kind: 'english' | 'markdown' | 'id' | 'josa';
  text: string;
}

async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('pre, code, kbd, samp, .cm-editor, textarea, script, style, noscript, svg, [aria-hidden="true"], .visually-hidden:empty')) el.remove();
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
      .filter((el) => !el.closest('pre, code, .cm-editor'))
      .map((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').join('\n'));
    // innerText of a detached clone has no layout: textContent per block keeps the words apart.
    clone.querySelectorAll('p, li, div, h1, h2, h3, h4, h5, h6, td, th, button, a, label, span, summary, option').forEach((el) => el.append('\n'));
    return `${clone.textContent ?? ''}\n${attrs.join('\n')}\n${document.title}`;
  });
}

function findings(text: string): Finding[] {
  const out: Finding[] = [];
  // Two or more Latin words in a row that are not all allowed tokens: English prose.
  for (const m of text.matchAll(/[A-Za-z][A-Za-z'’]+(?:[ \t]+[A-Za-z][A-Za-z'’]+)+/g)) {
    const words = m[0].split(/\s+/);
    const unknown = words.filter((w) => !ALLOWED.has(w.toLowerCase().replace(/['’]s$/, '')));
    if (unknown.length >= 2) out.push({ kind: 'english', text: m[0] });
  }
  for (const m of text.matchAll(/\*\*[^*\n]{1,40}\*\*|^\s*#{1,6}\s|```/gm)) out.push({ kind: 'markdown', text: m[0] });
  // Both particles written out ("도담은(는)", "을(를)", "(으)로"): the contracts josa helpers pick one.
  for (const m of text.matchAll(/[가-힣A-Za-z0-9'"’”)]\((?:은|는|을|를|이|가|와|과)\)|\((?:으|이)\)[가-힣]/g)) out.push({ kind: 'josa', text: m[0] });
  for (const m of text.matchAll(/\bs\d+-[pe]\d+\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\bsection_id\b|\bproblem_id\b|\bst-[0-9a-f]{8}\b|\bpq-[0-9a-f]{8}\b/gi)) out.push({ kind: 'id', text: m[0] });
  return out;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Every screen state has a heading (route changes move focus to it).
  await expect(page.locator('h1, h2').first(), `a heading on ${page.url()}`).toBeVisible({ timeout: 30_000 });
  // Loading placeholders first; the text is read once they are gone (or after 15 s).
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

async function check(page: Page, where: string, problems: string[]): Promise<void> {
  await settle(page);
  for (const f of findings(await readableText(page))) problems.push(`${where} [${f.kind}] ${JSON.stringify(f.text)}`);
}

async function walk(page: Page, paths: string[], role: string, problems: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await check(page, `${role} ${path} → ${new URL(page.url()).pathname}`, problems);
  }
}

async function signedIn(browser: Browser, request: APIRequestContext, username: string): Promise<Page> {
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { access_token: token } = (await response.json()) as { access_token: string };
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
  return context.newPage();
}

test.describe('Korean route walk', () => {
  test.setTimeout(600_000);

  test('every route, role and error state reads in Korean without raw Markdown or internal ids', async ({ browser, request }) => {
    const problems: string[] = [];

    // Anonymous visitor.
    const anon = await (await browser.newContext()).newPage();
    await walk(anon, ['/', '/login', '/register', '/admin/login', '/privacy', '/no/such/page', '/approval-rejected', '/unauthorized'], 'anonymous', problems);
    await anon.context().close();

    // Pending: registered, not approved yet.
    const pendingName = uniqueUsername('pend');
    await registerViaApi(request, pendingName, 1);
    const pending = await (await browser.newContext()).newPage();
    await pending.goto('/login');
    await pending.getByLabel('아이디', { exact: true }).fill(pendingName);
    await pending.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
    await pending.getByRole('button', { name: '로그인', exact: true }).click();
    // The login screen turns into the pending panel (with '다른 계정으로 로그인').
    await expect(pending.getByRole('heading', { name: '계정 승인 대기 중입니다.' })).toBeVisible();
    await check(pending, 'pending (login panel)', problems);
    await walk(pending, ['/approval-pending', '/student/dashboard'], 'pending', problems);
    await pending.context().close();

    // Student: with some work so the dashboards, 오답 노트 and history have content.
    const studentName = await createApprovedUser(request, 'student', 2);
    const student = await signedIn(browser, request, studentName);
    await walk(
      student,
      [
        '/student/dashboard',
        '/student/courses',
        '/student/progress',
        '/contents',
        '/contents/python',
        '/profile',
        '/profile/privacy',
        '/privacy',
        '/playground',
        '/tutor/video',
        '/tutor/practice',
        '/tutor/evaluation',
        '/learning/python/video?section=1',
        '/learning/python/practice?section=1',
        '/learning/python/evaluation?section=1',
        // Error states: an unknown section and an unknown route.
        '/learning/python/practice?section=99',
        '/learning/nope/video?section=1',
        '/no/such/page',
        '/admin/dashboard',
      ],
      'student',
      problems,
    );
    // A wrong submission: the evaluation result and the 오답 노트 must show titles, not ids or raw verdicts.
    const login = await request.post('/api/v1/auth/login', { form: { username: studentName, password: USER_PASSWORD } });
    const studentToken = ((await login.json()) as { access_token: string }).access_token;
    const auth = { Authorization: `Bearer ${studentToken}` };
    const problemsRes = await request.get('/api/v1/content/sections/1/problems.json', { headers: auth });
    expect(problemsRes.ok(), await problemsRes.text()).toBeTruthy();
    const listed = (await problemsRes.json()) as { problems?: { id: string }[] } | { id: string }[];
    const first = (Array.isArray(listed) ? listed : (listed.problems ?? []))[0]!;
    const submitted = await request.post('/api/v1/evaluation/submit', { headers: auth, data: { section_id: '1', problem_id: first.id, code: 'print("틀림")\nraise ValueError("x")' } });
    expect(submitted.ok(), await submitted.text()).toBeTruthy();
    await walk(
      student,
      ['/student/dashboard?tab=achievements', '/student/dashboard?tab=insights', '/student/dashboard?tab=mistakes', '/learning/python/evaluation?section=1'],
      'student after a wrong submission',
      problems,
    );
    // Server error: the dashboard API answers 500.
    await student.route('**/api/v1/student/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal Server Error' }) }));
    await walk(student, ['/student/dashboard'], 'student (server error)', problems);
    await student.unroute('**/api/v1/student/**');
    // The network down: the browser's own "Failed to fetch" must never show.
    await student.goto('/learning/python/practice?section=1');
    await settle(student);
    await student.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await student.goto('/contents').catch(() => undefined);
    await check(student, 'student (network down) /contents', problems);
    await student.unroute('**/api/v1/**');
    await student.context().close();

    // Teacher: the dashboard and a student's drill-down.
    const teacherName = await createApprovedUser(request, 'teacher', 2);
    const teacher = await signedIn(browser, request, teacherName);
    await walk(teacher, ['/teacher/dashboard', '/contents', '/profile', '/playground'], 'teacher', problems);
    const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${studentToken}` } });
    const studentId = ((await me.json()) as { id: number }).id;
    await walk(teacher, [`/teacher/students/${studentId}`, '/teacher/students/999999'], 'teacher', problems);
    await teacher.context().close();

    // Admin: every management tab.
    const admin = await (await browser.newContext()).newPage();
    await loginAsAdminViaUi(admin);
    await walk(
      admin,
      ['/admin/dashboard', '/admin/management/courses', '/admin/management/approvals', '/admin/management/users', '/admin/management/outbox', '/admin/management/privacy', '/admin/management/audit', '/profile', '/no/such/page'],
      'admin',
      problems,
    );
    await admin.context().close();

    expect(problems, problems.join('\n')).toEqual([]);
  });
});
