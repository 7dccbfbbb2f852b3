// Issue 22 in Chromium: the admin sets the school's 교시 timetable once (1교시 … 6교시 13:40–14:30),
// creates a class picking "6교시" for Monday and any-minute times for Wednesday, edits it to 6교시 on
// Wednesday too, and the teacher's dashboard and the student's 오늘의 학습 card name the period.
import { expectAccessible } from './axe';
import { adminTokenViaApi, createApprovedUser, createClassStudent, expect, loginAsAdminViaUi, loginViaUi, logoutViaUi, test } from './fixtures';

const PERIODS: [string, string][] = [
  ['09:00', '09:45'],
  ['09:55', '10:40'],
  ['10:50', '11:35'],
  ['11:45', '12:30'],
  ['12:50', '13:35'],
  ['13:40', '14:30'],
];

test('admin sets the 교시 timetable; a class in 6교시 shows as 6교시 to its teacher and students', async ({ page, request }) => {
  test.setTimeout(600_000);
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const className = `교시반 ${Date.now().toString(36)}`;

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/approvals');
  const card = page.getByRole('form', { name: '교시 시간표' });
  await expect(card).toBeVisible();
  // Start from an empty timetable (the E2E server is shared): delete every period, focus stays in the list.
  for (let n = await card.getByRole('button', { name: /교시 삭제$/ }).count(); n > 0; n -= 1) {
    await card.getByRole('button', { name: /교시 삭제$/ }).first().press('Enter');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  }
  // 교시 추가 by keyboard moves focus to the new period's start time.
  for (const [i, [start, end]] of PERIODS.entries()) {
    await card.getByRole('button', { name: '교시 추가' }).press('Enter');
    await expect(card.getByLabel(`${i + 1}교시 시작 시간`)).toBeFocused();
    await card.getByLabel(`${i + 1}교시 시작 시간`).fill(start);
    await card.getByLabel(`${i + 1}교시 종료 시간`).fill(end);
  }
  // An overlap is refused in Korean, tied to the period's fields; fixing it saves.
  await card.getByLabel('6교시 시작 시간').fill('13:30');
  await card.getByRole('button', { name: '시간표 저장' }).click();
  await expect(card.getByText('6교시는 5교시가 끝난 뒤에 시작해야 합니다.', { exact: false })).toBeVisible();
  await expect(card.getByLabel('6교시 시작 시간')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('6교시 시작 시간')).toBeFocused();
  await expectAccessible(page, 'timetable editor with an error');
  await card.getByLabel('6교시 시작 시간').fill('13:40');
  await card.getByRole('button', { name: '시간표 저장' }).click();
  await expect(card.getByRole('status')).toHaveText('교시 시간표를 저장했습니다.');

  // A new class: Monday picks 6교시 from the timetable; Wednesday takes any minute (15:10–16:00).
  await page.goto('/admin/management/courses');
  await page.getByRole('button', { name: '새 반 만들기' }).click();
  const form = page.getByRole('dialog', { name: '새 반 만들기' });
  await form.getByLabel(/^과정명/).fill(className);
  await form.getByLabel('따라갈 교육과정').selectOption({ label: '파이썬기초1' });
  await form.getByLabel('과정 설명').fill('교시 시간표 E2E');
  await form.getByLabel('시작일').fill('2026-03-02');
  await form.getByLabel('종료일').fill('2026-12-31');
  await form.getByRole('button', { name: '월', exact: true }).click();
  await form.getByLabel('월요일 교시').selectOption({ label: '6교시 (13:40–14:30)' });
  await expect(form.getByLabel('월요일 시작 시간')).toHaveValue('13:40');
  await expect(form.getByLabel('월요일 종료 시간')).toHaveValue('14:30');
  await form.getByRole('button', { name: '수', exact: true }).click();
  await form.getByLabel('수요일 시작 시간').fill('15:10');
  await form.getByLabel('수요일 종료 시간').fill('16:00');
  await form.getByRole('group', { name: '담당 강사' }).getByLabel(new RegExp(`\\(${teacher}\\)`)).check();
  await expectAccessible(page, 'class form with the 교시 picker');
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form).toBeHidden();
  const row = page.locator(`tr[data-name="${className}"]`);
  await expect(row.locator('td[data-label="일정"]')).toHaveText('월 6교시 (13:40–14:30) · 수 15:10–16:00');

  // Editing: Wednesday moves to 6교시 as well.
  await row.getByRole('button', { name: `${className} 수정` }).click();
  const edit = page.getByRole('dialog', { name: '반 수정' });
  await expect(edit.getByLabel('월요일 교시')).toHaveValue('5');
  await edit.getByLabel('수요일 교시').selectOption({ label: '6교시 (13:40–14:30)' });
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit).toBeHidden();
  await expect(row.locator('td[data-label="일정"]')).toHaveText('월 6교시 (13:40–14:30) · 수 6교시 (13:40–14:30)');
  await logoutViaUi(page);

  // A student of the class, and today's section set so the student's 오늘의 학습 card shows the class.
  const admin = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const list = (await (await request.get(`/api/v1/admin/courses?q=${encodeURIComponent(className)}`, { headers: admin })).json()) as { courses: { id: string }[] };
  const classId = list.courses[0]!.id;
  const student = await createClassStudent(request, classId, '박교시', 'period');

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  const course = page.getByTestId('teacher-course-card').filter({ hasText: className });
  await expect(course.getByTestId('teacher-course-schedule')).toHaveText('수업 월 6교시 (13:40–14:30) · 수 6교시 (13:40–14:30)');
  await page.getByRole('button', { name: `${className} 수업 계획` }).click();
  const plan = page.getByRole('dialog', { name: `${className} 수업 계획` });
  await plan.getByLabel('오늘의 학습').selectOption({ index: 1 });
  await plan.getByRole('button', { name: '저장' }).click();
  await expect(plan.getByRole('status')).toHaveText(/수업 계획을 저장했습니다/);
  await plan.locator('.modal-footer').getByRole('button', { name: '닫기' }).click();
  await logoutViaUi(page);

  await loginViaUi(page, student);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/student/dashboard');
  const today = page.getByTestId('today-card').filter({ hasText: className });
  await expect(today.getByTestId('today-schedule')).toHaveText('· 수업 월 6교시 (13:40–14:30) · 수 6교시 (13:40–14:30)');
});
