import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

// Shared helpers for the E2E suite. The lead's playwright.config.ts starts the real server on a
// fresh data dir with an 'admin' account whose password is in ADMIN_PASSWORD.

export const ADMIN_USERNAME = 'admin';
export const USER_PASSWORD = 'dodam-e2e-pass1';

export function adminPassword(): string {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('ADMIN_PASSWORD must be set for the E2E suite (scripts/e2e.mjs sets it).');
  return password;
}

let counter = 0;
/** Unique per run and per call; fits the username rule (letters, digits, _.-, 3-30 chars). */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`.slice(0, 30);
}

export interface PublicCourse {
  id: string;
  name: string;
}

export async function publicCourses(request: APIRequestContext): Promise<PublicCourse[]> {
  const response = await request.get('/api/v1/public/courses');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as PublicCourse[];
}

export interface RegisterStepOne {
  username: string;
  /** 이름; left out to see the wizard ask for it. */
  name?: string;
  birthYear?: number;
  email?: string;
}

/**
 * Fills step 1 of the /register wizard (already open) and waits for the live availability check of
 * the username; pressing 다음 단계 is the caller's (some press it by keyboard, some expect errors).
 */
export async function fillRegisterStepOne(page: Page, { username, name, birthYear = 2000, email = `${username}@example.com` }: RegisterStepOne): Promise<void> {
  if (name !== undefined) await page.getByLabel('이름', { exact: true }).fill(name);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('태어난 해', { exact: true }).fill(String(birthYear));
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
}

/** Register through the API (for tests whose subject is not the wizard itself): for the first `courses` public courses, or for these course ids. */
export async function registerViaApi(request: APIRequestContext, username: string, courses: number | string[] = 1, memberType: 'student' | 'teacher' = 'student'): Promise<void> {
  const ids = Array.isArray(courses) ? courses : (await publicCourses(request)).slice(0, courses).map((course) => course.id);
  const response = await request.post('/api/v1/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: USER_PASSWORD,
      user_type: 'student',
      birth_year: 2000,
      consents: { privacy: true },
      course_registrations: ids.map((id) => ({ course_id: id, user_type: memberType })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function adminTokenViaApi(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/admin/auth/login', { form: { username: ADMIN_USERNAME, password: adminPassword() } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Approve every pending request of a user through the admin API. */
export async function approveViaApi(request: APIRequestContext, username: string): Promise<void> {
  const token = await adminTokenViaApi(request);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/admin/approval/requests?limit=200', { headers });
  expect(list.ok()).toBeTruthy();
  const { requests } = (await list.json()) as { requests: { id: number; user_id: number; username: string; status: string }[] };
  const mine = requests.filter((r) => r.username === username && r.status === 'pending');
  expect(mine.length).toBeGreaterThan(0);
  for (const r of mine) {
    const response = await request.post('/api/v1/admin/approval/approve', { headers, data: { user_id: r.user_id, request_id: r.id, action: 'approve' } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}

export async function createApprovedStudent(request: APIRequestContext, prefix = 'stud'): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerViaApi(request, username);
  await approveViaApi(request, username);
  return username;
}

/**
 * An approved account of the given role. Approving a request to join a course as a teacher makes the
 * account a teacher, so a teacher is created exactly as the admin would create one.
 */
export async function createApprovedUser(request: APIRequestContext, role: 'student' | 'teacher', courseCount = 2): Promise<string> {
  const username = uniqueUsername(role === 'teacher' ? 'teach' : 'stud');
  await registerViaApi(request, username, courseCount, role);
  await approveViaApi(request, username);
  return username;
}

/** An approved teacher and a class (반) of the python curriculum assigned to them, made through the admin API. */
export async function createClassWithTeacher(request: APIRequestContext, namePrefix: string): Promise<{ teacher: string; classId: string; className: string }> {
  const admin = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const teacher = await createApprovedUser(request, 'teacher', 1);
  const found = (await (await request.get(`/api/v1/admin/users?search=${teacher}`, { headers: admin })).json()) as { users: { id: number; username: string }[] };
  const teacherId = found.users.find((u) => u.username === teacher)!.id;
  const className = `${namePrefix} ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/courses', {
    headers: admin,
    data: { name: className, description: `${namePrefix} E2E`, category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['월'], classTime: { 월: { start: '09:00', end: '10:00' } }, teacher_ids: [teacherId] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { teacher, classId: ((await created.json()) as { id: string }).id, className };
}

/** A student with a real name who signed up for the class and was approved; returns the username. */
export async function createClassStudent(request: APIRequestContext, classId: string, fullName: string, prefix = 'stud'): Promise<string> {
  const username = uniqueUsername(prefix);
  const registered = await request.post('/api/v1/auth/register', {
    data: { username, email: `${username}@example.com`, password: USER_PASSWORD, user_type: 'student', full_name: fullName, birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'student' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await approveViaApi(request, username);
  return username;
}

/** Log in through the API and hand the token to the page (for tests whose subject is not the login form). */
export async function loginWithToken(page: Page, request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('fastapi-token', value), token);
}

/** Fill and submit the login form (regular mode). */
export async function loginViaUi(page: Page, username: string, password: string = USER_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Typing 'admin' switches the login screen to admin mode; log in there. */
export async function loginAsAdminViaUi(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(ADMIN_USERNAME);
  await expect(page.getByTestId('admin-mode-banner')).toBeVisible();
  await page.getByLabel('관리자 비밀번호', { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: '관리자 로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function logoutViaUi(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: '메뉴 열기/닫기' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Replace all code in the editor labelled `name` (the CodeMirror editor is a textbox). */
export async function setEditorCode(page: Page, code: string, name = '파이썬 코드 편집기'): Promise<void> {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.fill(code);
}

export const test = base;
export { expect };
