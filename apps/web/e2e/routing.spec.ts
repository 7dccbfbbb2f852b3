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
