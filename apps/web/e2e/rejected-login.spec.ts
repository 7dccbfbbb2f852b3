import { expect, loginAsAdminViaUi, loginViaUi, logoutViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

test('a rejected user sees the rejected panel with the reason', async ({ page, request }) => {
  const username = uniqueUsername('rej');
  const reason = '수강 대상 학년이 아닙니다.';
  await registerViaApi(request, username);

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/approvals');
  const row = page.locator(`tr[data-username="${username}"]`);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /거부$/ }).click();
  const dialog = page.getByRole('dialog', { name: '가입 신청 거부' });
  const confirm = dialog.getByRole('button', { name: '거부', exact: true });
  // The reason is required: the button stays disabled until one is typed.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('거부 사유 (필수)').fill(reason);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('처리 완료')).toBeVisible();
  // The list opens on 대기: once refreshed, the rejected request is found under 거부, not 대기.
  const filter = page.getByLabel('상태', { exact: true });
  await expect(filter).toHaveValue('pending');
  await filter.focus();
  await filter.selectOption({ label: '거부' });
  await expect(row.getByText('거부됨')).toBeVisible();
  // The new page of rows comes in without taking the select away from the keyboard.
  await expect(filter).toBeFocused();
  await filter.selectOption({ label: '대기' });
  await expect(page.getByTestId('approval-matched')).toContainText('대기');
  await expect(row).toHaveCount(0);
  await logoutViaUi(page);

  await loginViaUi(page, username);
  const panel = page.getByRole('alert').filter({ hasText: '거부 사유' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(reason)).toBeVisible();
  await expect(panel.getByText(username, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
