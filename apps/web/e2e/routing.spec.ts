import { createApprovedStudent, expect, loginViaUi, test } from './fixtures';

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 - 페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a student opening the admin dashboard is sent to /unauthorized', async ({ page, request }) => {
  const username = await createApprovedStudent(request);
  await loginViaUi(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
});

test('a logged-out visitor is sent to /login and returns to the page afterwards', async ({ page, request }) => {
  const username = await createApprovedStudent(request, 'back');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('dodam-e2e-pass1');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: '내 프로필' })).toBeVisible();
});

// Issue 21, "Chunks": after a server restart or an update, a route's old code chunk can fail to load.
// The app reloads itself once at the same URL; a chunk that is really gone shows a Korean error screen
// with 다시 시도. The service worker is blocked here so the chunk requests reach the network (with it,
// precached chunks would never fail and the test would prove nothing).
test.describe('a route chunk that fails to load', () => {
  const REGISTER_CHUNK = /\/assets\/register-page-[^/]+\.js(\?|$)/;

  test('heals with one reload at the same URL', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
    let requests = 0;
    await context.route(REGISTER_CHUNK, (route) => (++requests === 1 ? route.abort('connectionrefused') : route.continue()));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('link', { name: '회원가입' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(requests, 'the chunk failed once, then loaded').toBeGreaterThanOrEqual(2);
    expect(loads, 'one automatic reload').toBe(1);
    await expect(page.getByText(/Unexpected Application Error|dynamically imported module|Unable to preload/)).toHaveCount(0);
    await context.close();
  });

  test('that stays missing shows a Korean error screen with 다시 시도, not a loop', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
    await context.route(REGISTER_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('link', { name: '회원가입' }).click();
    await expect(page.getByRole('heading', { name: '화면을 불러오지 못했습니다' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|dynamically imported module|Unable to preload/)).toHaveCount(0);
    expect(loads, 'reloaded once, then stopped').toBe(1);
    await context.close();
  });
});
