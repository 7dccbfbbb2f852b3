import { expect, loginAsAdminViaUi, test } from './fixtures';
import { expectAccessible } from './axe';

// The admin dashboard's backup card (issue 20, ADR 017): "지금 백업" writes a backup; the card then shows
// the last good backup's time in Korea time, how many are kept and their size.
test('admin makes a backup from the dashboard and sees it listed with its KST time', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsAdminViaUi(page);
  await page.goto('/admin/dashboard');
  const card = page.getByTestId('backup-card');
  await expect(card.getByRole('heading', { name: '백업' })).toBeVisible();
  const summary = card.getByTestId('backup-summary');
  await expect(summary).toContainText('보관 중');
  const before = Number(/보관 중 (\d+)개/.exec((await summary.textContent()) ?? '')?.[1] ?? -1);
  expect(before).toBeGreaterThanOrEqual(0);
  await expectAccessible(page, 'admin dashboard with backup card', { include: '[data-testid="backup-card"]' });

  const button = card.getByRole('button', { name: '지금 백업' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status').or(card.getByRole('alert')).filter({ hasText: '백업을 만들었습니다.' })).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText(`보관 중 ${before + 1}개`);
  await expect(card.getByTestId('backup-last')).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 .*\(KST\)/);
  // Focus stays on the button (not lost to <body>) after the backup.
  await expect(card.getByRole('button', { name: '지금 백업' })).toBeFocused();
});
