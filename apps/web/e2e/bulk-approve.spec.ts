// Issue 22: bulk approval with a confirmation, student requests only (a teacher is approved one by one).
import { expect, loginAsAdminViaUi, registerViaApi, test, uniqueUsername, USER_PASSWORD } from './fixtures';

test('admin approves several student requests at once after a confirmation; teacher requests are not selectable', async ({ page, request }) => {
  test.setTimeout(90_000);
  const students = [uniqueUsername('bulk'), uniqueUsername('bulk')];
  for (const s of students) await registerViaApi(request, s, 1);
  const teacher = uniqueUsername('bulkt');
  await registerViaApi(request, teacher, 1, 'teacher');

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/approvals');
  const row = (username: string) => page.locator(`tr[data-username="${username}"]`);
  await expect(row(students[0]!)).toBeVisible();
  await expect(row(teacher).getByRole('checkbox')).toHaveCount(0);
  for (const s of students) await row(s).getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택한 2건 일괄 승인' }).click();
  const dialog = page.getByRole('dialog', { name: '일괄 승인' });
  await expect(dialog.getByTestId('bulk-approve-list').locator('li')).toHaveCount(2);
  await expect(dialog).toContainText(students[0]!);
  await dialog.getByRole('button', { name: '2건 승인' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2건을 승인했습니다.')).toBeVisible();
  for (const s of students) await expect(row(s)).toContainText('승인');
  await expect(row(teacher).getByRole('button', { name: /승인$/ })).toBeVisible();
  const login = await request.post('/api/v1/auth/login', { form: { username: students[1]!, password: USER_PASSWORD } });
  expect(login.status()).toBe(200);
});

test('the admin contact set once shows on the pending and rejected screens, which promise no e-mail without a mail server', async ({ page, request }) => {
  const contact = `정보부 담당 ${Date.now().toString(36)} · 교무실 02-123-4567`;
  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/approvals');
  await page.getByLabel('관리자 연락처', { exact: true }).fill(contact);
  await page.getByRole('button', { name: '연락처 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
  const config = (await (await request.get('/api/v1/public/config')).json()) as { mail_delivery: string };
  await page.goto('/approval-pending');
  await expect(page.getByTestId('admin-contact')).toContainText(contact);
  if (config.mail_delivery === 'outbox') await expect(page.getByTestId('pending-notice')).toContainText('안내 메일을 보내지 않습니다');
  else await expect(page.getByTestId('pending-notice')).toContainText('이메일로 안내 메일을 보내 드립니다');
  await page.goto('/approval-rejected');
  await expect(page.getByTestId('admin-contact')).toContainText(contact);
});
