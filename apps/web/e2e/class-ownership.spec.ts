// Issue 22 in Chromium: the admin assigns a teacher account to a new class in the class form (whose
// red errors clear as fields are fixed); the table shows the teacher by name; the teacher's dashboard
// lists the class; unassigning takes it away.
import { adminTokenViaApi, createApprovedUser, expect, loginAsAdminViaUi, loginViaUi, logoutViaUi, test } from './fixtures';

test('admin assigns a teacher account to a class; the teacher dashboard lists exactly that class', async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const className = `담당반 ${Date.now().toString(36)}`;

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/courses');
  await page.getByRole('button', { name: '새 반 만들기' }).click();
  const form = page.getByRole('dialog', { name: '새 반 만들기' });
  // Submitting empty shows the errors; each one clears as soon as its field is fixed.
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form.getByText('과정명을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('따라갈 교육과정(콘텐츠)을 선택해 주세요.')).toBeVisible();
  await form.getByLabel(/^과정명/).fill(className);
  await expect(form.getByText('과정명을 입력해 주세요.')).toBeHidden();
  await expect(form.getByText('따라갈 교육과정(콘텐츠)을 선택해 주세요.')).toBeVisible();
  await form.getByLabel('따라갈 교육과정').selectOption({ label: '파이썬기초1' });
  await expect(form.getByText('따라갈 교육과정(콘텐츠)을 선택해 주세요.')).toBeHidden();
  await form.getByLabel('과정 설명').fill('담당 강사 E2E');
  await form.getByLabel('시작일').fill('2026-03-02');
  await form.getByLabel('종료일').fill('2026-12-31');
  await form.getByRole('button', { name: '화', exact: true }).click();
  await form.getByLabel('화요일 시작 시간').fill('14:00');
  await form.getByLabel('화요일 종료 시간').fill('15:00');
  await expect(form.getByText('수업 요일을 하나 이상 선택해 주세요.')).toBeHidden();
  await expect(form.locator('.invalid-feedback:visible')).toHaveCount(0);
  await form.getByRole('group', { name: '담당 강사' }).getByLabel(new RegExp(`\\(${teacher}\\)`)).check();
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form).toBeHidden();
  const row = page.locator(`tr[data-name="${className}"]`);
  await expect(row.locator('td[data-label="담당 강사"]')).toHaveText(`${teacher} 선생님`);
  await expect(row.locator('td[data-label="강사 / 학생"]')).toContainText('1 / 0');
  await logoutViaUi(page);

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  const cards = page.getByTestId('teacher-course-card');
  await expect(cards.filter({ hasText: className })).toHaveCount(1);
  await logoutViaUi(page);

  // Unassigned through the API: the class leaves the teacher's dashboard.
  const token = await adminTokenViaApi(request);
  const list = (await (await request.get(`/api/v1/admin/courses?q=${encodeURIComponent(className)}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { courses: { id: string }[] };
  const classId = list.courses[0]!.id;
  const res = await request.put(`/api/v1/admin/courses/${classId}/teachers`, { headers: { Authorization: `Bearer ${token}` }, data: { teacher_ids: [] } });
  expect(res.status()).toBe(200);
  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  await expect(page.getByRole('heading', { name: '강사 대시보드', level: 1 })).toBeVisible();
  await expect(page.getByTestId('teacher-course-card').first()).toBeVisible();
  await expect(page.getByTestId('teacher-course-card').filter({ hasText: className })).toHaveCount(0);
});
