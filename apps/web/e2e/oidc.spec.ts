import { createApprovedStudent, expect, logoutViaUi, test, adminTokenViaApi, USER_PASSWORD } from './fixtures';
import { expectAccessible } from './axe';
import { startTestProvider, type TestProvider } from '../../server/test/oidc/test-provider';

// School sign-in end to end (ADR 018): a real OpenID Connect provider (oidc-provider) on a local port,
// its own sign-in page in Chromium, the link step, then a direct sign-in after signing out.
let op: TestProvider;
let providerName: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const headers = { Authorization: `Bearer ${await adminTokenViaApi(request)}` };
  providerName = `우리학교${Date.now().toString(36).slice(-4)}`;
  op = await startTestProvider({
    redirectUris: async (issuer) => {
      const created = await request.post('/api/v1/admin/oidc/providers', {
        headers,
        data: { display_name: providerName, issuer, client_id: 'dodam-e2e', client_secret: 'e2e-client-secret-value' },
      });
      expect(created.status(), await created.text()).toBe(201);
      return [((await created.json()) as { redirect_uri: string }).redirect_uri];
    },
    clientId: 'dodam-e2e',
    clientSecret: 'e2e-client-secret-value',
  });
  await request.dispose();
});

test.afterAll(async () => {
  await op?.close();
});

test('a student signs in with the school account, links the roster account, and later signs in directly', async ({ page, request }) => {
  const username = await createApprovedStudent(request, 'oidc');
  const schoolLogin = `${username}-school`;

  await page.goto('/login');
  const button = page.getByRole('link', { name: `${providerName} 계정으로 로그인` });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'login with school sign-in buttons');
  await button.click();

  // The provider's own sign-in page (another origin).
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(schoolLogin);
  await page.locator('input[name="password"]').fill('school-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back at Dodam: an unknown school account must prove which Dodam account it is.
  await expect(page.getByRole('heading', { name: '학교 계정 연결' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/oidc$/); // the one-time ticket left the address bar
  await expect(page.getByText(`${schoolLogin}@school.example`)).toBeVisible();
  await expectAccessible(page, 'school account link step');
  await page.getByLabel('도담 아이디').fill(username);
  await page.getByLabel('도담 비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '연결하고 로그인' }).click();
  await expect(page.getByRole('alert')).toContainText('아이디와 비밀번호를 확인해 주세요.');
  await page.getByLabel('도담 비밀번호').fill(USER_PASSWORD);
  await page.getByRole('button', { name: '연결하고 로그인' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  // The profile lists the linked school account.
  await page.goto('/profile');
  await expect(page.getByText(`${schoolLogin}@school.example`)).toBeVisible();

  await logoutViaUi(page);
  // Signed in at the provider still: one click back in, no Dodam password asked.
  await page.goto('/login');
  await page.getByRole('link', { name: `${providerName} 계정으로 로그인` }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a tampered callback lands on a Korean error, not a session', async ({ page }) => {
  await page.goto(`/api/v1/auth/oidc/1/callback?code=forged&state=forged-state-value`);
  await expect(page).toHaveURL(/\/login\/oidc$/);
  await expect(page.getByRole('alert')).toContainText('로그인 요청이 올바르지 않거나 만료되었습니다.');
  await expectAccessible(page, 'school sign-in error');
});
