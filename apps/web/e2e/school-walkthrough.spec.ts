// Issue 22's walkthrough in Chromium (the import preview and the printed cards themselves are in
// school-roster.spec.ts): a CP949 roster of 30 is imported into a class with an assigned teacher,
// students sign in with their one-time passwords, and the teacher sees them by name and 번호 in
// roster order; a printed teacher code used by a student leaves them waiting for an admin, never a teacher.
import iconv from 'iconv-lite';
import { adminTokenViaApi, createApprovedUser, expect, loginViaUi, logoutViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

const NAMES = ['김도윤', '이서연', '박하준', '최지우', '정민준', '강서윤', '조예준', '윤하은', '장시우', '임지민'];

test('CP949 roster of 30 → students sign in → the teacher sees them by name and 번호; a teacher code makes no teacher', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const teacherId = ((await (await request.get(`/api/v1/admin/users?search=${teacher}`, { headers: admin })).json()) as { users: { id: number; username: string }[] }).users.find((u) => u.username === teacher)!.id;
  const className = `걷기반 ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/courses', {
    headers: admin,
    data: { name: className, description: '워크스루', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 40, dayOfWeek: ['화'], classTime: { 화: { start: '13:30', end: '14:30' } }, teacher_ids: [teacherId] },
  });
  const classId = ((await created.json()) as { id: string }).id;
  const cls = 10 + (Date.now() % 80);
  // 번호 in reverse file order: the teacher's list must still come out 1, 2, 3 …
  const csv = ['학년,반,번호,이름', ...Array.from({ length: 30 }, (_, i) => `2,${cls},${30 - i},${NAMES[i % 10]}${i < 10 ? '' : i < 20 ? '가' : '나'}`)].join('\r\n');
  const imported = await request.post(`/api/v1/admin/courses/${classId}/roster`, { headers: admin, data: { file_base64: iconv.encode(csv, 'cp949').toString('base64'), dry_run: false } });
  expect(imported.status(), await imported.text()).toBe(201);
  const accounts = ((await imported.json()) as { accounts: { name: string; username: string; password: string; roster: string }[] }).accounts;
  expect(accounts).toHaveLength(30);
  expect(accounts[0]!.name).toBe('김도윤');

  // Two students sign in with the printed one-time password and choose their own.
  for (const account of [accounts[0]!, accounts[29]!]) {
    await loginViaUi(page, account.username, account.password);
    await expect(page).toHaveURL(/\/profile/);
    await page.getByLabel('현재 비밀번호').fill(account.password);
    await page.getByLabel('새 비밀번호 (6자 이상)').fill(USER_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(USER_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText(/비밀번호를 변경했습니다/)).toBeVisible();
    // Issue 25: an account the school made asks for the one-time consent before anything else.
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(/\/consent$/);
    await page.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
    await page.getByRole('button', { name: '동의하고 시작하기' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.name);
    await logoutViaUi(page);
  }

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  const table = page.getByTestId('student-table');
  // The teacher also teaches a catalogue course other tests use: this class's rows only.
  const rows = table.locator('tbody tr').filter({ hasText: className });
  await expect(rows).toHaveCount(30);
  // Roster order by 번호, names (not usernames) shown.
  await expect(rows.first().locator('td[data-label="번호"]')).toHaveText(`2학년 ${cls}반 1번`);
  await expect(rows.first()).toContainText(accounts[29]!.name);
  await expect(rows.nth(29).locator('td[data-label="번호"]')).toHaveText(`2학년 ${cls}반 30번`);
  await expect(rows.nth(29)).toContainText('김도윤');
  await logoutViaUi(page);

  // A printed teacher code in a student's hands: registration waits for an admin, never a teacher.
  const codes = await request.post(`/api/v1/admin/courses/${classId}/codes`, { headers: admin, data: { count: 1, user_type: 'teacher' } });
  const code = ((await codes.json()) as { codes: { code: string; auto_approve: boolean }[] }).codes[0]!;
  expect(code.auto_approve).toBe(false);
  const sneaky = uniqueUsername('sneak');
  const reg = await request.post('/api/v1/auth/register', {
    data: { username: sneaky, email: `${sneaky}@example.com`, password: USER_PASSWORD, user_type: 'student', full_name: '몰래', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'teacher', registration_code: code.code }] },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await loginViaUi(page, sneaky);
  const pending = page.getByRole('alert').filter({ hasText: '계정 승인 대기 중입니다.' });
  await expect(pending).toBeVisible();
  // No mail server in this setup: the panel promises no e-mail.
  const config = (await (await request.get('/api/v1/public/config')).json()) as { mail_delivery: string };
  if (config.mail_delivery === 'outbox') await expect(pending.getByTestId('pending-notice')).toContainText('안내 메일은 보내지 않습니다');
  const me = await request.post('/api/v1/auth/login', { form: { username: sneaky, password: USER_PASSWORD } });
  expect(me.status()).toBe(403);
  await page.goto('/teacher/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
