// Issue 22 in Chromium: one student's figures read the same on the student's dashboard and on the
// teacher's screens (progress, study time, the class average of the student's own class).
import { adminTokenViaApi, approveViaApi, createApprovedUser, expect, loginViaUi, logoutViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

test('student dashboard and teacher dashboard show the same figures for one student and class', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const found = (await (await request.get(`/api/v1/admin/users?search=${teacher}`, { headers: admin })).json()) as { users: { id: number; username: string }[] };
  const className = `숫자반 ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/courses', {
    headers: admin,
    data: { name: className, description: '숫자 E2E', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['목'], classTime: { 목: { start: '10:00', end: '11:00' } }, teacher_ids: [found.users.find((u) => u.username === teacher)!.id] },
  });
  const classId = ((await created.json()) as { id: string }).id;
  const students: string[] = [];
  for (const name of ['가나다', '라마바']) {
    const username = uniqueUsername('fig');
    const res = await request.post('/api/v1/auth/register', {
      data: { username, email: `${username}@example.com`, password: USER_PASSWORD, user_type: 'student', full_name: name, birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'student' }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    await approveViaApi(request, username);
    students.push(username);
  }
  // The first student studies: 3 minutes of heartbeats and the lesson of section 1 done.
  const token = ((await (await request.post('/api/v1/auth/login', { form: { username: students[0]!, password: USER_PASSWORD } })).json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/v1/learning/events', { headers: auth, data: { events: [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 120 }] } })).status()).toBe(200);
  expect((await request.put('/api/v1/learning/completion', { headers: auth, data: { section_id: '1', learning_type: 'video', completed: true } })).status()).toBe(200);

  await loginViaUi(page, students[0]!);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/student/dashboard');
  const stat = (label: string) => page.getByTestId('dashboard-stat').filter({ hasText: label });
  await expect(stat('총 학습 시간')).toBeVisible();
  const studyTime = (await stat('총 학습 시간').locator('.fs-3').textContent())!.trim();
  const progress = (await stat('평균 진도').locator('.fs-3').textContent())!.trim();
  const classLine = (await stat('평균 진도').locator('.small').last().textContent())!;
  const classAverage = /반 평균 진도 ([\d.]+%)/.exec(classLine)![1]!;
  expect(studyTime).toBe('2분');
  await logoutViaUi(page);

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  const row = page.getByTestId('student-table').getByRole('row').filter({ hasText: '가나다' });
  await expect(row.locator('td[data-label="진도율"]')).toHaveText(progress);
  await expect(row.locator('td[data-label="학습 시간"]')).toHaveText(studyTime);
  // The class average the student saw is this class's (2 students), as on the teacher's class card.
  const card = page.getByTestId('teacher-course-card').filter({ hasText: className });
  await expect(card).toContainText('학생 2명');
  await expect(card).toContainText(`평균 진도 ${classAverage}`);

  // The printable class report: the same figures, one A4 page per student, in Korean.
  await card.getByRole('link', { name: `${className} 학습 보고서` }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/reports/${classId}$`));
  const reports = page.getByTestId('student-report');
  await expect(reports).toHaveCount(2);
  const first = reports.filter({ hasText: '가나다' });
  await expect(first.getByTestId('report-progress')).toHaveText(progress);
  await expect(first.getByTestId('report-study-time')).toHaveText(studyTime);
  await expect(first).toContainText('최근 활동');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-navbar')).toBeHidden();
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(2);
  await page.emulateMedia({ media: 'screen' });
});

/** Pages of a PDF produced by Chromium (one /Type /Page object per page). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}
