import type { Page } from '@playwright/test';
import { a11yFindings, expectAccessible } from './axe';
import { createApprovedStudent, createApprovedUser, expect, loginAsAdminViaUi, loginWithToken, registerViaApi, test, uniqueUsername } from './fixtures';

// The spec's route table, screen by screen, for each role (anonymous, student, teacher, admin):
// every screen passes axe (WCAG 2.0/2.1 A/AA + best practice) in light and dark themes, at desktop
// width and on a 390 px phone. Screens added by later issues join by calling expectAccessible.

const BOOT_TIMEOUT = 90_000;

/**
 * Open a route and wait until its main heading (or another marker of a settled screen) shows.
 * `live`: the screen keeps a stream open (the teacher's "지금 학습 중"), so the network never goes
 * idle; its `ready` check must then wait for everything axe should see.
 */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, options: { live?: boolean } = {}): Promise<void> {
  await page.goto(path);
  await ready(page);
  // Lazy chunks, fonts and queries settle before axe looks at colours.
  if (!options.live) await page.waitForLoadState('networkidle');
}

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, ...(level ? { level } : {}) }).first()).toBeVisible();
};

test.describe('accessibility (axe) of every screen', () => {
  // 4 axe runs per screen on a shared 2-core machine: generous, wall-clock independent limits.
  test.setTimeout(600_000);

  test.afterAll(() => {
    // Figures for the report: violations per rule across all combinations this run checked.
    const byRule = new Map<string, number>();
    for (const f of a11yFindings()) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + f.nodes);
    if (byRule.size > 0) console.log(`[a11y] nodes per rule: ${JSON.stringify(Object.fromEntries(byRule))}`);
  });

  test('anonymous visitor screens', async ({ page }) => {
    await visit(page, '/', heading(/파이썬/, 1));
    await expectAccessible(page, 'home (logged out)');

    await visit(page, '/login', heading('로그인', 1));
    await expectAccessible(page, 'login');

    // Typing 'admin' switches the same form to admin mode (banner, other labels).
    await page.getByLabel('아이디', { exact: true }).fill('admin');
    await expect(page.getByTestId('admin-mode-banner')).toBeVisible();
    await expectAccessible(page, 'login (admin mode)');

    await visit(page, '/register', heading('회원가입', 1));
    await expectAccessible(page, 'register step 1');
    // Step 2 (course choices) after a valid first step.
    const username = uniqueUsername('a11y');
    await page.getByLabel('이름', { exact: true }).fill('접근성 학생');
    await page.getByLabel('아이디', { exact: true }).fill(username);
    await page.getByLabel('이메일', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('비밀번호', { exact: true }).fill('dodam-e2e-pass1');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('dodam-e2e-pass1');
    await page.getByLabel('태어난 해', { exact: true }).fill('2000');
    await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
    await expectAccessible(page, 'register step 1 (filled)');
    await page.getByRole('button', { name: '다음 단계' }).click();
    await expect(page.getByLabel('과정명', { exact: true })).toHaveCount(1);
    await expectAccessible(page, 'register step 2');

    await visit(page, '/admin/login', heading(/로그인/, 1));
    await expectAccessible(page, 'admin login');

    for (const [path, title] of [
      ['/approval-pending', /승인/],
      ['/approval-rejected', /승인|거절|거부/],
      ['/unauthorized', '접근 권한이 없습니다'],
      ['/no/such/page', '404 - 페이지를 찾을 수 없습니다'],
    ] as const) {
      await visit(page, path, heading(title, 1));
      await expectAccessible(page, path);
    }
  });

  test('student screens', async ({ page, request }) => {
    const username = await createApprovedUser(request, 'student');
    await loginWithToken(page, request, username);

    // Every tab of the student dashboard (student-dashboard issue).
    for (const path of [
      '/student/dashboard',
      '/student/courses',
      '/student/progress',
      '/student/dashboard?tab=achievements',
      '/student/dashboard?tab=insights',
      '/student/dashboard?tab=mistakes',
    ]) {
      await visit(page, path, async (p) => {
        await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(p.getByRole('tab', { selected: true }).or(p.locator('[aria-current="page"]')).first()).toBeVisible();
      });
      await expectAccessible(page, `student dashboard ${path}`);
    }

    await visit(page, '/', heading(/파이썬/, 1));
    await expectAccessible(page, 'home (logged in)');

    await visit(page, '/contents', heading('학습 콘텐츠', 1));
    await expectAccessible(page, 'contents');

    await visit(page, '/contents/python', heading('파이썬기초1', 1));
    await page.getByRole('button', { name: /1\. 변수/ }).click();
    await expectAccessible(page, 'content detail (curriculum open)');

    await visit(page, '/profile', heading('내 프로필', 1));
    await expectAccessible(page, 'profile');

  });

  test('student study screens', async ({ page, request }) => {
    const username = await createApprovedUser(request, 'student');
    await loginWithToken(page, request, username);

    for (const tab of ['video', 'practice', 'evaluation']) {
      await visit(page, `/tutor/${tab}`, heading(/튜터|학습|실습|평가/, 1));
      await expectAccessible(page, `tutor ${tab}`);
    }

    await visit(page, '/playground', heading('파이썬 연습장', 1));
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    await expectAccessible(page, 'playground');

    // The immersive learning screen in its three types.
    await visit(page, '/learning/python/video?section=1', async (p) => {
      await expect(p.getByTestId('slide-counter')).toBeVisible();
    });
    await expectAccessible(page, 'learning video');

    await visit(page, '/learning/python/practice?section=1', async (p) => {
      await expect(p.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    });
    await expectAccessible(page, 'learning practice');

    await visit(page, '/learning/python/evaluation?section=1', heading(/^문제 1\./));
    await expectAccessible(page, 'learning evaluation');
  });

  test('teacher screens', async ({ page, request }) => {
    const username = await createApprovedUser(request, 'teacher');
    await loginWithToken(page, request, username);

    await visit(
      page,
      '/teacher/dashboard',
      async (p) => {
        await expect(p.getByRole('heading').first()).toBeVisible();
        await expect(p.getByText('대시보드를 불러오는 중...')).toHaveCount(0);
        await expect(p.getByText('지금 학습 중').first()).toBeVisible();
      },
      { live: true },
    );
    await expectAccessible(page, 'teacher dashboard');

    await visit(page, '/contents', heading('학습 콘텐츠', 1));
    await expectAccessible(page, 'contents (teacher)');

    await visit(page, '/profile', heading('내 프로필', 1));
    await expectAccessible(page, 'profile (teacher)');
  });

  test('admin screens', async ({ page, request }) => {
    // A pending request so the approvals tab has a row and its modal has content.
    const pending = uniqueUsername('pend');
    await registerViaApi(request, pending);
    await createApprovedStudent(request, 'done');

    await loginAsAdminViaUi(page);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'admin dashboard');

    await visit(page, '/admin/management/courses', heading('강의/과정 관리', 1));
    await expectAccessible(page, 'admin management courses');

    await visit(page, '/admin/management/approvals', heading('강의/과정 관리', 1));
    await expect(page.getByText(pending).first()).toBeVisible();
    await expectAccessible(page, 'admin management approvals');

    // Screens of the admin issue (users, outbox, audit) and its class form dialog.
    for (const tab of ['users', 'outbox', 'audit']) {
      await visit(page, `/admin/management/${tab}`, heading('강의/과정 관리', 1));
      await expectAccessible(page, `admin management ${tab}`);
    }
    await visit(page, '/admin/management/courses', heading('강의/과정 관리', 1));
    await page.getByRole('button', { name: '새 반 만들기' }).click();
    await expect(page.getByRole('dialog', { name: '새 반 만들기' })).toBeVisible();
    await expectAccessible(page, 'admin new class dialog');
  });
});
