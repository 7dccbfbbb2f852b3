import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { USER_PASSWORD, createApprovedUser, createClassStudent, createClassWithTeacher, expect, loginAsAdminViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

// Issue 21's accessibility audit, the screen states the route walk does not reach: the pending-login
// panel, a failing evaluation's result dialog with its study guide, the 오답 노트 with a wrong
// attempt, the teacher drill-down with its scrolling timeline, and form errors. axe in both themes
// at 1280 and 390 px (expectAccessible), and focus never on <body> after actions that disable or
// remove their control.

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

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
});
