import { adminTokenViaApi, approveViaApi, fillRegisterStepOne, expect, loginViaUi, test, uniqueUsername } from './fixtures';
import { expectAccessible } from './axe';

// Issue 25 (개인정보 보호법 제22조의2): an under-14 sign-up waits for a legal guardian; the link the
// outbox holds (no mail server in E2E) opens the Korean guardian page; after the guardian confirms,
// the usual approval rule applies and the student signs in.

test('an under-14 sign-up waits for the guardian; the link from the outbox activates it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('kid');
  const guardian = `${username}-parent@example.com`;
  const childYear = new Date().getFullYear() - 12;

  await page.goto('/register');
  await fillRegisterStepOne(page, { username, name: '김어린', birthYear: childYear });
  // Under 14: the guardian's address is asked for, and required.
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page.getByText('만 14세 미만은 보호자(법정대리인)의 이메일을 입력해야 해요.', { exact: false })).toBeVisible();
  await page.getByLabel('보호자 이메일', { exact: true }).fill(guardian);
  await page.getByRole('button', { name: '다음 단계' }).click();
  await page.getByLabel('과정명', { exact: true }).first().selectOption({ index: 1 });
  await expect(page.getByTestId('signup-consents')).toContainText('개인정보 수집·이용 동의 (필수)');
  await page.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
  await page.getByRole('button', { name: '가입 신청' }).click();
  const success = page.getByRole('dialog', { name: '회원가입 신청이 완료되었습니다' });
  await expect(success.getByTestId('guardian-pending-note')).toBeVisible();

  // Approved by an admin, still shut: the guardian has not answered.
  await approveViaApi(request, username);
  await loginViaUi(page, username);
  await expect(page.getByRole('heading', { name: '보호자(법정대리인)의 동의를 기다리고 있어요.' })).toBeVisible();

  // The link from the outbox.
  const admin = await adminTokenViaApi(request);
  const outbox = await request.get('/api/v1/admin/notifications?limit=200', { headers: { Authorization: `Bearer ${admin}` } });
  const mail = ((await outbox.json()) as { notifications: { to_email: string; body: string }[] }).notifications.find((n) => n.to_email === guardian);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]+/.exec(mail!.body)?.[0];
  expect(link).toBeDefined();

  const guardianPage = await (await browser.newContext()).newPage();
  await guardianPage.goto(new URL(new URL(link!).pathname, page.url()).toString());
  await expect(guardianPage.getByRole('heading', { name: '보호자(법정대리인) 동의', level: 1 })).toBeVisible();
  await expect(guardianPage.getByText('김어린')).toBeVisible();
  await expect(guardianPage.getByText('수집하는 정보')).toBeVisible();
  await expectAccessible(guardianPage, 'guardian consent page');
  await guardianPage.getByRole('button', { name: '동의합니다' }).click();
  await expect(guardianPage.getByTestId('guardian-done')).toContainText('동의해 주셔서 고맙습니다');
  // Single use: the same link now says so.
  await guardianPage.reload();
  await expect(guardianPage.getByText('동의 링크가 올바르지 않거나 이미 사용되었어요.')).toBeVisible();

  await loginViaUi(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
