import type { APIRequestContext } from '@playwright/test';
import { approveViaApi, expect, loginViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

// Teacher insight end to end: a teacher sees the class; a student who fails a problem three times
// appears under "도움이 필요한 학생"; the student's run shows in the live panel without a reload; the
// teacher opens the student and sees the submitted code.

async function register(request: APIRequestContext, username: string, userType: 'student' | 'teacher'): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: { username, email: `${username}@example.com`, password: USER_PASSWORD, user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: userType }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  await approveViaApi(request, username);
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

test('a teacher sees the class, who needs help and who is studying right now', async ({ page, request }) => {
  const teacher = uniqueUsername('teach');
  const student = uniqueUsername('pupil');
  await register(request, teacher, 'teacher');
  await register(request, student, 'student');
  const headers = { Authorization: `Bearer ${await tokenOf(request, student)}` };

  await loginViaUi(page, teacher);
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByRole('heading', { name: '전체 학급 현황' })).toBeVisible();
  const table = page.getByTestId('student-table');
  await expect(table.getByRole('link', { name: student })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: student })).toContainText('없음');

  // Three wrong answers to the first problem of section 1, graded by the server's sandbox.
  const wrongCode = 'print("틀린 답")';
  for (let i = 0; i < 3; i += 1) {
    const response = await request.post('/api/v1/evaluation/submit', { headers, data: { section_id: '1', problem_id: 's1-p1', code: wrongCode } });
    expect(response.ok(), await response.text()).toBeTruthy();
    expect(((await response.json()) as { result: { correct: boolean } }).result.correct).toBe(false);
  }
  await page.getByRole('button', { name: '새로고침' }).click();
  const alerts = page.getByTestId('alerts-panel');
  const alert = alerts.getByTestId('alert-student').filter({ hasText: student });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('3번 제출했지만 아직 맞히지 못했어요');

  // The student runs code (server sandbox, section 3): the live panel updates without a reload.
  const live = page.getByTestId('live-panel');
  await expect(live).toContainText('실시간');
  const run = await request.post('/api/v1/code/execute-code', { headers, data: { code: 'print("안녕")', selected_section: '3' } });
  expect(run.ok(), await run.text()).toBeTruthy();
  const row = live.getByTestId('live-student').filter({ hasText: student });
  await expect(row.getByTestId('live-run')).toHaveText('실행 성공', { timeout: 8000 });

  // The teacher opens the student and replays the submitted code.
  await alert.getByRole('link', { name: student }).click();
  await expect(page).toHaveURL(/\/teacher\/students\/\d+$/);
  await expect(page.getByRole('heading', { name: `${student} 학생` })).toBeVisible();
  await expect(page.getByTestId('student-warnings')).toContainText('3번 제출했지만');
  await expect(page.getByTestId('replay-code')).toContainText(wrongCode);
  await page.getByRole('button', { name: '다음 제출' }).click();
  await expect(page.getByText('2 / 3번째 제출')).toBeVisible();
});

test('the dashboard stacks the student table as cards at 390 px', async ({ page, request }) => {
  const teacher = uniqueUsername('teach');
  await register(request, teacher, 'teacher');
  await register(request, uniqueUsername('pupil'), 'student');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaUi(page, teacher);
  await expect(page.getByRole('heading', { name: '학생별 현황' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('student-table').locator('thead')).toHaveCSS('position', 'absolute');
});
