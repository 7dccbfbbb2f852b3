import { expect, fillRegisterStepOne, loginAsAdminViaUi, loginViaUi, logoutViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

test('register with two course requests, wait for approval, get approved, land on the student dashboard', async ({ page }) => {
  const username = uniqueUsername('e2e');

  // Step 1: basic info with the live availability check.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  await fillRegisterStepOne(page, { username });
  // 이름 is asked for (issue 22); the error clears once the field is filled.
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await page.getByLabel('이름', { exact: true }).fill('홍길동');
  await expect(page.getByText('이름을 입력해 주세요.')).toBeHidden();
  await page.getByLabel('학년', { exact: true }).fill('2');
  await page.getByLabel('반', { exact: true }).fill('3');
  await page.getByLabel('번호', { exact: true }).fill('14');
  await page.getByRole('button', { name: '다음 단계' }).click();

  // Step 2: two course cards.
  const courseSelects = page.getByLabel('과정명', { exact: true });
  await expect(courseSelects).toHaveCount(1);
  await expect(page.getByText('최소 한 개의 과정은 등록해야 합니다')).toBeVisible();
  await courseSelects.nth(0).selectOption({ index: 1 });
  await page.getByRole('button', { name: '과정 추가' }).click();
  await expect(courseSelects).toHaveCount(2);
  await courseSelects.nth(1).selectOption({ index: 2 });
  await page.getByLabel('신청 메시지 (선택)').nth(1).fill('E2E 테스트 신청입니다.');
  // Issue 25: the required consent is not ticked in advance; without it sign-up stops with a Korean message.
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(page.getByText('개인정보 수집·이용(필수)에 동의해야 가입할 수 있어요.')).toBeVisible();
  await page.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
  await page.getByRole('button', { name: '가입 신청' }).click();

  const success = page.getByRole('dialog', { name: '회원가입 신청이 완료되었습니다' });
  await expect(success).toBeVisible();
  await expect(success.getByText('승인 대기')).toHaveCount(2);
  await success.getByRole('button', { name: '로그인 화면으로' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Not approved yet: the pending panel.
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // The promise of an e-mail depends on a mail server being set (issue 22).
  await expect(page.getByTestId('pending-notice')).toHaveText(/이메일로 안내해 드립니다|안내 메일은 보내지 않습니다/);
  await expect(page.getByRole('alert').getByText(username, { exact: true })).toBeVisible();

  // The admin approves both requests on the approvals tab.
  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/approvals');
  await expect(page.getByRole('heading', { name: '가입·수강 승인 요청' })).toBeVisible();
  const rows = page.locator(`tr[data-username="${username}"]`);
  await expect(rows).toHaveCount(2);
  for (let i = 0; i < 2; i += 1) {
    await rows.getByRole('button', { name: /승인$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '가입 신청 승인' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '승인 코드' })).toBeVisible();
    await expect(rows.getByText('처리 완료')).toHaveCount(i + 1);
  }
  await expect(rows.getByText('처리 완료')).toHaveCount(2);
  await logoutViaUi(page);

  // Approved: the student lands on the student dashboard.
  await loginViaUi(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { name: '홍길동 님, 안녕하세요!' })).toBeVisible();
  // Both approved courses are on the dashboard, with real (still empty) progress.
  await expect(page.getByTestId('dashboard-course')).toHaveCount(2);
  await expect(page.getByText('홍길동 님 환영합니다')).toBeVisible();
});
