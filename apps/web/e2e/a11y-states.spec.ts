import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { USER_PASSWORD, createApprovedUser, createClassStudent, createClassWithTeacher, expect, fillRegisterStepOne, loginAsAdminViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

// Issue 21's accessibility audit, the screen states the route walk does not reach: the pending-login
// panel, a failing evaluation's result dialog with its study guide, the 오답 노트 with a wrong
// attempt, the teacher drill-down with its scrolling timeline, and form errors. axe in both themes
// at 1280 and 390 px (expectAccessible), and focus never on <body> after actions that disable or
// remove their control.

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** Activates `control` from the keyboard (focus + Enter), as a keyboard or screen-reader user does. */
async function pressWithKeyboard(control: Locator): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press('Enter');
}

/** Where focus is now, for failure messages: "<button> 이전 단계". */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    return `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}`;
  });

/** Focus is on `where` once the action has settled — never on <body>. */
async function expectFocusOn(page: Page, where: Locator, action: string): Promise<void> {
  await expect(where, `focus after ${action} (now on ${await focusedDescription(page)})`).toBeFocused({ timeout: 10_000 });
  expect(await focusOnBody(page), action).toBe(false);
}

/** Submits every problem of section 1 for the student through the API (a wrong answer twice for the first). */
async function submitAllWrong(request: APIRequestContext, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const listed = await request.get('/api/v1/content/sections/1/problems.json', { headers: auth });
  expect(listed.ok(), await listed.text()).toBeTruthy();
  const body = (await listed.json()) as { problems?: { id: string }[] } | { id: string }[];
  const problems = Array.isArray(body) ? body : (body.problems ?? []);
  for (const [i, p] of problems.entries()) {
    for (let n = 0; n < (i === 0 ? 2 : 1); n++) {
      const res = await request.post('/api/v1/evaluation/submit', { headers: auth, data: { section_id: '1', problem_id: p.id, code: `print("틀린 답 ${n + 1}")\nraise ValueError("x")` } });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
  }
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

test.describe('accessibility of screen states', () => {
  test.setTimeout(600_000);

  test('pending login panel, form errors tied to fields, focus after login', async ({ page, request }) => {
    const pending = uniqueUsername('pend');
    await registerViaApi(request, pending, 1);
    await page.goto('/login');
    await page.getByLabel('아이디', { exact: true }).fill(pending);
    await page.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
    await page.getByLabel('비밀번호', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: '계정 승인 대기 중입니다.' })).toBeVisible();
    expect(await focusOnBody(page)).toBe(false);
    await expectAccessible(page, 'pending login panel');
    // '다른 계정으로 로그인' removes the panel: focus lands on the form, not <body>.
    await page.getByRole('button', { name: '다른 계정으로 로그인' }).press('Enter');
    await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
    expect(await focusOnBody(page)).toBe(false);

    // Registration: submitting an empty first step marks the fields invalid, each tied to its error text.
    await page.goto('/register');
    await page.getByRole('button', { name: '다음 단계' }).click();
    const invalid = page.locator('.is-invalid');
    await expect(invalid.first()).toBeVisible();
    const count = await invalid.count();
    for (let i = 0; i < count; i++) {
      const field = invalid.nth(i);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const described = (await field.getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(described.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts.join(' '), `error text of field ${i + 1}`).toMatch(/[가-힣]/);
      expect(await page.locator('.invalid-feedback').evaluateAll((els, ids) => els.some((e) => ids.includes(e.id) && (e.textContent ?? '').trim() !== ''), described.split(/\s+/))).toBe(true);
    }
    expect(await focusOnBody(page)).toBe(false);
    await expectAccessible(page, 'register step 1 with errors', { viewports: [{ name: 'desktop', width: 1280, height: 800 }] });
  });

  test('failing evaluation dialog, 오답 노트 and the teacher drill-down', async ({ page, browser, request }) => {
    const student = await createApprovedUser(request, 'student', 2);
    const token = await tokenOf(request, student);
    const auth = { Authorization: `Bearer ${token}` };
    const listed = await request.get('/api/v1/content/sections/1/problems.json', { headers: auth });
    expect(listed.ok(), await listed.text()).toBeTruthy();
    const body = (await listed.json()) as { problems?: { id: string }[] } | { id: string }[];
    const problems = Array.isArray(body) ? body : (body.problems ?? []);
    for (const p of problems) {
      const res = await request.post('/api/v1/evaluation/submit', { headers: auth, data: { section_id: '1', problem_id: p.id, code: 'print("틀린 답")\nraise ValueError("x")' } });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    await page.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);

    // Profile edit: the 프로필 수정 button goes away → focus on the first field; 취소 → back on the button.
    await page.goto('/profile');
    const edit = page.getByRole('button', { name: '프로필 수정' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('이름', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: '취소' }).focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();

    // The finished (failed) evaluation: open the result dialog with its study guide.
    await page.goto('/learning/python/evaluation?section=1');
    const dialog = page.getByRole('dialog', { name: /평가 결과/ });
    if (!(await dialog.isVisible().catch(() => false))) {
      await page.getByRole('button', { name: '결과 보기' }).click();
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('study-guide')).toBeVisible();
    await expectAccessible(page, 'failing evaluation result dialog');
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect(dialog).toBeHidden();
    expect(await focusOnBody(page)).toBe(false);
    // Per-test badges say pass/fail in text, not colour alone.
    await expect(page.getByTestId('test-badge').first()).toContainText(/✗|✓/);
    await expect(page.getByTestId('test-badge').first()).toContainText(/번 테스트/);

    // 오답 노트: the wrong attempt with its own code, its output and the error.
    await page.goto('/student/dashboard?tab=mistakes');
    const mistake = page.getByTestId('mistake').first();
    await expect(mistake).toBeVisible();
    await expect(mistake.getByTestId('failing-code')).toContainText('틀린 답');
    await expect(mistake.getByTestId('failing-output')).toContainText('틀린 답');
    await expect(mistake.getByTestId('failing-output')).toContainText('ValueError');
    await expectAccessible(page, '오답 노트 with a wrong attempt');

    // The teacher's drill-down: the scrolling timeline is reachable by keyboard and named.
    const teacher = await createApprovedUser(request, 'teacher', 2);
    const teacherToken = await tokenOf(request, teacher);
    const me = (await (await request.get('/api/v1/auth/me', { headers: auth })).json()) as { id: number };
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), teacherToken);
    const tpage = await context.newPage();
    await tpage.goto(`/teacher/students/${me.id}`);
    const timeline = tpage.getByTestId('teacher-timeline');
    await expect(timeline).toBeVisible({ timeout: 30_000 });
    await expect(timeline).toHaveAttribute('tabindex', '0');
    await expect(timeline).toHaveAttribute('aria-label', /타임라인/);
    await expect(timeline).not.toContainText(/s\d+-p\d+/);
    await expectAccessible(tpage, 'teacher student drill-down');
    await context.close();
  });
  test('focus after actions that remove or disable their control: registration steps, busy login, last slide, phone drawer, 다시 풀기', async ({ page, browser, request }) => {
    // Registration: 다음 단계 hides step 1 → the step-2 heading; 이전 단계 removes step 2 → step 1's first field.
    const username = uniqueUsername('focus');
    await page.goto('/register');
    await fillRegisterStepOne(page, { username, name: '초점 학생' });
    await pressWithKeyboard(page.getByRole('button', { name: '다음 단계' }));
    await expectFocusOn(page, page.getByRole('heading', { name: '신청할 과정' }), 'register 다음 단계 (step 1 → 2)');
    await pressWithKeyboard(page.getByRole('button', { name: '이전 단계' }));
    await expectFocusOn(page, page.getByLabel('이름', { exact: true }), 'register 이전 단계 (step 2 → 1)');

    // Login: the button is busy (aria-disabled) while signing in and keeps focus; the new screen's heading gets it.
    const student = await createApprovedUser(request, 'student', 2);
    const token = await tokenOf(request, student);
    await submitAllWrong(request, token);
    await page.goto('/login');
    await page.getByLabel('아이디', { exact: true }).fill(student);
    await page.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
    let releaseLogin: () => void = () => undefined;
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/api/v1/auth/login', async (route) => {
      await loginHeld;
      await route.continue();
    });
    const loginButton = page.getByRole('button', { name: '로그인', exact: true });
    await pressWithKeyboard(loginButton);
    await expect(page.locator('button[type="submit"][aria-disabled="true"]')).toBeFocused();
    releaseLogin();
    await page.waitForURL(/\/student\/dashboard/);
    await expectFocusOn(page, page.locator('main h1, h1').first(), 'login (route change)');
    await page.unroute('**/api/v1/auth/login');

    // The lesson's last slide: 다음 단계 turns disabled (or 건너뛰고 마치기 goes away) → focus stays in the slide controls.
    await page.goto('/learning/python/video?section=1');
    const slides = page.getByTestId('lesson-slides');
    await expect(slides).toBeVisible({ timeout: 60_000 });
    const counter = slides.getByTestId('slide-counter');
    const [, total] = ((await counter.textContent()) ?? '').split('/').map((n) => Number(n.trim()));
    expect(total).toBeGreaterThan(1);
    const next = slides.getByRole('button', { name: '다음 단계' });
    for (let guard = 0; guard < 60 && !((await counter.textContent()) ?? '').startsWith(`${total} `); guard++) {
      const enabled = await next.isEnabled();
      await pressWithKeyboard(enabled ? next : slides.getByRole('button', { name: '건너뛰기' }));
    }
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expectFocusOn(page, slides.getByRole('button', { name: '이전 단계' }), 'the move to the last slide');
    const finish = slides.getByRole('button', { name: '건너뛰고 마치기' });
    if (await finish.isVisible()) {
      await pressWithKeyboard(finish);
      await expect(finish).toHaveCount(0);
      await expectFocusOn(page, slides.getByRole('button', { name: '이전 단계' }), '건너뛰고 마치기 (removed)');
    }

    // 다시 풀기 on a finished evaluation: the completion card (and its button) goes away → the first heading
    // left in the results column.
    await page.goto('/learning/python/evaluation?section=1');
    const dialog = page.getByRole('dialog', { name: /평가 결과/ });
    await expect(dialog.or(page.getByRole('button', { name: '결과 보기' }))).toBeVisible({ timeout: 30_000 });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect(dialog).toBeHidden();
    const retry = page.getByRole('button', { name: '다시 풀기' });
    await pressWithKeyboard(retry);
    await expect(retry).toHaveCount(0);
    await expectFocusOn(page, page.getByRole('heading', { name: '브라우저 실행 결과' }), '다시 풀기 (the completion card goes away)');

    // Phone (390 px): the curriculum drawer closes when its last link is followed → focus on the menu button
    // that opened it (or the new screen's heading), never <body>.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
    const ppage = await phone.newPage();
    await ppage.goto('/learning/python/video?section=1');
    const menu = ppage.getByRole('button', { name: '커리큘럼 열기' });
    await pressWithKeyboard(menu);
    const drawer = ppage.getByRole('dialog', { name: /커리큘럼|파이썬/ });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('link');
    await pressWithKeyboard(links.last());
    await expect(drawer).toBeHidden();
    await expect.poll(() => focusOnBody(ppage), { message: 'focus after the drawer’s last link' }).toBe(false);
    await expectFocusOn(ppage, ppage.getByRole('button', { name: '커리큘럼 열기' }).or(ppage.locator('h1, h2').first()).first(), 'the phone drawer’s last link');
    await phone.close();
  });

  test('focus after busy teacher and admin actions: refresh, CSV, end of code replay, approve, generate codes', async ({ page, browser, request }) => {
    const student = await createApprovedUser(request, 'student', 2);
    const token = await tokenOf(request, student);
    await submitAllWrong(request, token);
    const me = (await (await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };

    const teacher = await createApprovedUser(request, 'teacher', 2);
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), await tokenOf(request, teacher));
    const tpage = await context.newPage();
    // 새로고침 and CSV 다운로드 are busy while they work and keep focus.
    await tpage.goto('/teacher/dashboard');
    const refresh = tpage.getByRole('button', { name: /새로고침|불러오는 중/ });
    await expect(refresh).toHaveText('새로고침', { timeout: 30_000 });
    await pressWithKeyboard(refresh);
    await expect(refresh).toHaveText('새로고침', { timeout: 30_000 });
    await expectFocusOn(tpage, refresh, '새로고침');
    const csv = tpage.getByRole('button', { name: /CSV 다운로드|내려받는 중/ });
    const download = tpage.waitForEvent('download');
    await pressWithKeyboard(csv);
    await download;
    await expect(csv).toHaveText('CSV 다운로드');
    await expectFocusOn(tpage, csv, 'CSV 다운로드');
    // Code replay: 다음 제출 turns disabled on the last submission → 이전 제출.
    await tpage.goto(`/teacher/students/${me.id}`);
    const replay = tpage.getByTestId('code-replay');
    await expect(replay).toBeVisible({ timeout: 30_000 });
    await expect(replay).toContainText('1 / 2번째 제출');
    await pressWithKeyboard(replay.getByRole('button', { name: '다음 제출' }));
    await expect(replay).toContainText('2 / 2번째 제출');
    await expect(replay.getByRole('button', { name: '다음 제출' })).toBeDisabled();
    await expectFocusOn(tpage, replay.getByRole('button', { name: '이전 제출' }), 'the end of the code replay');
    await context.close();

    // Admin: 승인 in its dialog replaces the row's buttons with 처리 완료 (the dialog's return target is gone)
    // → focus on the screen's main heading, not <body>.
    const pendingName = uniqueUsername('fpend');
    await registerViaApi(request, pendingName, 1);
    await loginAsAdminViaUi(page);
    await page.goto('/admin/management/approvals');
    const heading = page.getByRole('heading', { name: '가입·수강 승인 요청' });
    await expect(heading).toBeVisible();
    const adminRefresh = page.getByRole('button', { name: /^새로고침/ });
    await pressWithKeyboard(adminRefresh);
    await expectFocusOn(page, adminRefresh, 'the approvals tab’s 새로고침');
    const row = page.locator(`tr[data-username="${pendingName}"]`);
    await pressWithKeyboard(row.getByRole('button', { name: /승인$/ }));
    const approve = page.getByRole('dialog', { name: '가입 신청 승인' });
    await expect(approve).toBeVisible();
    await pressWithKeyboard(approve.getByRole('button', { name: '승인', exact: true }));
    await expect(approve).toBeHidden();
    await expect(row.getByText('처리 완료')).toBeVisible();
    await expect.poll(() => focusOnBody(page), { message: 'focus after 승인' }).toBe(false);
    await expectFocusOn(page, page.getByRole('heading', { name: '강의/과정 관리', level: 1 }), '승인 (its row button went away)');

    // 코드 생성: the form's 생성 is busy, the print sheet takes focus, and closing it returns focus into the
    // codes dialog it was opened from, not <body>: to 생성 itself when it is enabled again by then (fast
    // machines), otherwise to the dialog's container — both keep the keyboard user in the dialog.
    await page.goto('/admin/management/courses');
    const codesButton = page.getByRole('button', { name: / 등록 코드$/ }).first();
    await pressWithKeyboard(codesButton);
    const codes = page.getByRole('dialog', { name: / 등록 코드$/ });
    await expect(codes).toBeVisible();
    await codes.getByLabel('개수').fill('2');
    const generate = codes.getByRole('button', { name: '생성' });
    await pressWithKeyboard(generate);
    const sheet = page.getByRole('dialog', { name: '등록 코드 인쇄' });
    await expect(sheet).toBeVisible();
    expect(await focusOnBody(page)).toBe(false);
    await sheet.getByRole('button', { name: '닫기' }).first().press('Enter');
    await expect(sheet).toBeHidden();
    await expect
      .poll(async () => `${await codes.evaluate((dialog) => dialog.contains(document.activeElement))} ${await focusedDescription(page)}`, {
        message: 'focus after closing the printed codes is inside the codes dialog',
        timeout: 10_000,
      })
      .toMatch(/^true /);
    expect(await focusOnBody(page)).toBe(false);
  });

  test('issue 22 dialogs: admin contact, 교시 timetable, bulk approve, class plan, per-student report', async ({ page, browser, request }) => {
    const { teacher, classId, className } = await createClassWithTeacher(request, '접근성반');
    const student = await createClassStudent(request, classId, '접근성', 'a11y');
    const pending = [uniqueUsername('a11yb'), uniqueUsername('a11yb')];
    for (const p of pending) await registerViaApi(request, p, 1);

    // Admin: the contact and the timetable editor, then bulk approve by keyboard.
    await loginAsAdminViaUi(page);
    await page.goto('/admin/management/approvals');
    const contact = page.getByLabel('관리자 연락처', { exact: true });
    await contact.fill('정보부 · 교무실 02-123-4567');
    const saveContact = page.getByRole('button', { name: '연락처 저장' });
    await saveContact.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
    expect(await focusOnBody(page)).toBe(false);
    await expect(page.getByRole('form', { name: '교시 시간표' })).toBeVisible();
    await expectAccessible(page, 'approvals tab: admin contact and 교시 timetable');

    const row = (username: string) => page.locator(`tr[data-username="${username}"]`);
    for (const p of pending) await row(p).getByRole('checkbox').check();
    const bulk = page.getByRole('button', { name: '선택한 2건 일괄 승인' });
    await bulk.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '일괄 승인' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, 'bulk approve confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bulk).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '2건 승인' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2건을 승인했습니다.')).toBeVisible();
    // The bulk button is gone with the selection: focus must not fall to <body>.
    expect(await focusOnBody(page)).toBe(false);

    // Teacher: the class plan dialog (today's section, locks, due dates) by keyboard, then the report.
    const token = await tokenOf(request, teacher);
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
    const tpage = await context.newPage();
    await tpage.goto('/teacher/dashboard');
    const open = tpage.getByRole('button', { name: `${className} 수업 계획` });
    await open.focus();
    await tpage.keyboard.press('Enter');
    const plan = tpage.getByRole('dialog', { name: `${className} 수업 계획` });
    await expect(plan.getByLabel('오늘의 학습')).toBeVisible();
    expect(await plan.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await plan.getByLabel('오늘의 학습').selectOption({ index: 2 });
    await plan.getByRole('button', { name: '오늘 이후 섹션 모두 잠그기' }).press('Enter');
    expect(await plan.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await plan.getByLabel(/평가 마감$/).first().fill('2026-12-01T09:00');
    await expectAccessible(tpage, 'class plan dialog with locks and a due date');
    await plan.getByRole('button', { name: '저장' }).press('Enter');
    await expect(plan.getByRole('status')).toHaveText(/수업 계획을 저장했습니다/);
    expect(await plan.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tpage.keyboard.press('Escape');
    await expect(plan).toBeHidden();
    await expect(open).toBeFocused();

    const me = (await (await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${await tokenOf(request, student)}` } })).json()) as { id: number };
    await tpage.goto(`/teacher/reports/${classId}?student=${me.id}`);
    await expect(tpage.getByTestId('student-report')).toHaveCount(1);
    await expectAccessible(tpage, 'per-student report');
    await context.close();
  });
  test('a tutor reply keeps AA contrast for its links and highlighted numbers on the reply bubble', async ({ page, request }) => {
    const student = await createApprovedUser(request, 'student', 1);
    const token = await tokenOf(request, student);
    await page.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
    await page.goto('/learning/python/practice?section=1');
    const chat = page.getByTestId('tutor-chat-slot');
    await expect(chat).toContainText('막히는 곳이 있으면 언제든 물어보세요.');
    // The offline tutor's wording changes (its engineers own it); the surfaces do not. A reply is
    // rendered with the classes the markdown renderer gives a section link and a Python number —
    // Bootstrap's link blue (4.26:1) and the old number orange (4.47:1) failed on this bubble.
    await chat.evaluate((slot) => {
      const reply = document.createElement('div');
      reply.className = 'dodam-tutor-chat__msg is-assistant';
      reply.dataset.testid = 'contrast-probe';
      reply.innerHTML =
        '<div class="dodam-md"><p>변수는 <a href="/learning/python/video?section=1">1섹션 「변수」</a>에서 배워요.</p>' +
        '<div class="dodam-md-code"><pre><code class="hljs language-python">x = <span class="hljs-number">13</span></code></pre></div></div>';
      slot.append(reply);
    });
    await expectAccessible(page, 'tutor reply bubble: link and number', { include: '[data-testid="contrast-probe"]' });
  });
});
