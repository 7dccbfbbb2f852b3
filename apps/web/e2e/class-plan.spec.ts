// Issue 22 in Chromium: today's section, locks and a due date end to end. The class's assigned
// teacher sets 오늘의 학습 = section 2, locks every later section and sets a past due date; the
// student opens section 2 from the dashboard's 오늘의 학습 card, finds section 4 locked (the server
// refuses it too), submits the evaluation late, and the teacher sees 기한 후 제출.
import { adminTokenViaApi, approveViaApi, createApprovedUser, expect, loginViaUi, logoutViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

test('teacher sets 오늘의 학습, locks and a due date; the student follows them; late work is marked', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const users = (await (await request.get(`/api/v1/admin/users?search=${teacher}`, { headers: admin })).json()) as { users: { id: number; username: string }[] };
  const teacherId = users.users.find((u) => u.username === teacher)!.id;
  const className = `오늘반 ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/courses', {
    headers: admin,
    data: { name: className, description: '오늘의 학습 E2E', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['금'], classTime: { 금: { start: '09:00', end: '10:00' } }, teacher_ids: [teacherId] },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const student = uniqueUsername('today');
  const registered = await request.post('/api/v1/auth/register', {
    data: { username: student, email: `${student}@example.com`, password: USER_PASSWORD, user_type: 'student', full_name: '한오늘', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'student' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await approveViaApi(request, student);
  const plan = (await (await request.get(`/api/v1/teacher/courses/${classId}/plan`, { headers: admin })).json()) as { sections: { section_id: string; title: string }[] };
  const sections = plan.sections;
  const [s1, s2, , s4] = sections;

  // The teacher plans the period on the dashboard.
  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  await page.getByRole('button', { name: `${className} 수업 계획` }).click();
  const dialog = page.getByRole('dialog', { name: `${className} 수업 계획` });
  await dialog.getByLabel('오늘의 학습').selectOption({ label: `2. ${s2!.title}` });
  await dialog.getByRole('button', { name: '오늘 이후 섹션 모두 잠그기' }).click();
  await expect(dialog.getByLabel(`4. ${s4!.title} 잠금`)).toBeChecked();
  await expect(dialog.getByLabel(`1. ${s1!.title} 잠금`)).not.toBeChecked();
  await dialog.getByLabel(`2. ${s2!.title} 평가 마감`).fill('2026-01-05T09:00');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/수업 계획을 저장했습니다/);
  await dialog.locator('.modal-footer').getByRole('button', { name: '닫기' }).click();
  await logoutViaUi(page);

  // The student: 오늘의 학습 card → section 2; section 4 locked on screen and on the server.
  await loginViaUi(page, student);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/student/dashboard');
  const card = page.getByTestId('today-card');
  await expect(card).toContainText(className);
  await expect(card).toContainText(`2. ${s2!.title}`);
  await expect(card).toContainText('평가 마감: 2026-01-05 09:00');
  await card.getByRole('link', { name: '오늘의 학습 시작하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/learning/python/video\\?section=${s2!.section_id}$`));
  await expect(page.getByTestId('section-locked-message')).toHaveCount(0);
  await page.goto(`/learning/python/evaluation?section=${s4!.section_id}`);
  await expect(page.getByTestId('section-locked-message')).toHaveText('선생님이 아직 열지 않은 섹션입니다. 선생님이 열어 주시면 학습할 수 있어요.');
  await page.goto('/contents/python');
  await expect(page.locator(`[data-section-id="${s4!.section_id}"]`).getByTestId('section-locked')).toHaveText('잠김');
  await expect(page.locator(`[data-section-id="${s1!.section_id}"]`).getByTestId('section-locked')).toHaveCount(0);

  const token = ((await (await request.post('/api/v1/auth/login', { form: { username: student, password: USER_PASSWORD } })).json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };
  const refused = await request.post('/api/v1/start-section', { headers: auth, data: { section: s4!.section_id } });
  expect(refused.status()).toBe(403);
  // The evaluation of section 2 after its due date: accepted (200), then marked for the teacher.
  const problems = ((await (await request.get(`/api/v1/content/sections/${s2!.section_id}/problems.json`, { headers: auth })).json()) as { problems: { id: string }[] }).problems;
  for (const p of problems) {
    const res = await request.post('/api/v1/evaluation/submit', { headers: auth, data: { section_id: s2!.section_id, problem_id: p.id, code: 'print(1)' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await logoutViaUi(page);

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  await page.getByTestId('student-table').getByRole('link', { name: /한오늘/ }).first().click();
  const results = page.getByTestId('evaluation-results');
  await expect(results.getByTestId('evaluation-result').filter({ hasText: s2!.title })).toContainText('기한 후 제출');
  await expect(results).toContainText('2026-01-05 09:00');

  // The student's printable report shows the late mark too.
  await page.getByRole('link', { name: '학습 보고서 인쇄' }).click();
  const report = page.getByTestId('student-report');
  await expect(report).toHaveCount(1);
  await expect(report.getByRole('row').filter({ hasText: s2!.title })).toContainText('기한 후 제출');
});
