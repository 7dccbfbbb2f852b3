import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginAsAdminViaUi, loginViaUi, logoutViaUi, test, uniqueUsername, USER_PASSWORD } from './fixtures';
import { PHONE, expectAccessible, setTheme } from './axe';

const screenshots = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screenshots');

async function overviewNumber(page: Page, key: 'total_courses' | 'total_students'): Promise<number> {
  await page.goto('/admin/dashboard');
  const cell = page.getByTestId(`overview-${key}`);
  await expect(cell).toHaveText(/^\d+$/);
  return Number(await cell.textContent());
}

test('admin runs a class: schedule, 30 auto-approve codes, instant sign-up, participant removal, deletion', async ({ page }) => {
  test.setTimeout(120_000);
  const className = `E2E 파이썬 3학년 2반 ${Date.now().toString(36)}`;
  await loginAsAdminViaUi(page);
  const coursesBefore = await overviewNumber(page, 'total_courses');
  const studentsBefore = await overviewNumber(page, 'total_students');

  // Create a class with a schedule; the form shows the spec's messages first.
  await page.goto('/admin/management/courses');
  await page.getByRole('button', { name: '새 반 만들기' }).click();
  const form = page.getByRole('dialog', { name: '새 반 만들기' });
  await form.getByLabel(/^과정명/).fill(className);
  await form.getByLabel('따라갈 교육과정').selectOption({ label: '파이썬기초1' });
  await form.getByLabel('과정 설명').fill('방과후 파이썬 수업');
  await form.getByLabel('시작일').fill('2026-11-02');
  await form.getByLabel('종료일').fill('2026-10-01');
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form.getByText('수업 요일을 하나 이상 선택해 주세요.')).toBeVisible();
  await form.getByRole('button', { name: '월', exact: true }).click();
  await form.getByRole('button', { name: '수', exact: true }).click();
  await form.getByLabel('월요일 시작 시간').fill('14:00');
  await form.getByLabel('월요일 종료 시간').fill('15:30');
  await form.getByLabel('수요일 시작 시간').fill('14:00');
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form.getByText('종료일은 시작일보다 늦어야 합니다.')).toBeVisible();
  await form.getByLabel('종료일').fill('2027-02-26');
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form.getByText('수요일의 시작 시간과 종료 시간을 선택해 주세요.')).toBeVisible();
  await form.getByLabel('수요일 종료 시간').fill('15:30');
  await form.getByRole('button', { name: '반 만들기' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '반을 만들었습니다' })).toBeVisible();
  const row = page.locator(`tr[data-name="${className}"]`);
  await expect(row).toContainText('월 14:00–15:30 · 수 14:00–15:30');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, 'admin-management.png'), fullPage: true });

  // 30 auto-approve codes, shown as a printable sheet.
  await row.getByRole('button', { name: `${className} 등록 코드` }).click();
  const codesDialog = page.getByRole('dialog', { name: `${className} 등록 코드` });
  await expect(codesDialog.getByLabel('자동 승인')).toBeChecked();
  await codesDialog.getByLabel('개수').fill('30');
  await codesDialog.getByRole('button', { name: '생성' }).click();
  const sheet = page.getByRole('dialog', { name: '등록 코드 인쇄' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('sheet-codes').locator('li')).toHaveCount(30);
  const code = (await sheet.getByTestId('sheet-codes').locator('li').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^DODAM-/);
  await sheet.getByRole('button', { name: '닫기' }).first().click();
  await expect(codesDialog.getByText(/사용 가능 30 /)).toBeVisible();
  await codesDialog.locator('.modal-header').getByRole('button', { name: '닫기' }).click();
  await expect(codesDialog).toBeHidden();
  await logoutViaUi(page);

  // A new student registers with the code and is in at once.
  const username = uniqueUsername('cls');
  await page.goto('/register');
  await page.getByLabel('이름', { exact: true }).fill('김하늘');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('이메일', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('비밀번호', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel('태어난 해', { exact: true }).fill('2000');
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByRole('button', { name: '다음 단계' }).click();
  await page.getByLabel(/등록 코드/).fill(code.toLowerCase());
  await page.getByRole('button', { name: '코드 확인' }).click();
  await expect(page.getByText(`사용할 수 있는 등록 코드입니다. (${className})`)).toBeVisible();
  await page.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check();
  await page.getByRole('button', { name: '가입 신청' }).click();
  const done = page.getByRole('dialog', { name: '회원가입이 완료되었습니다' });
  await expect(done.getByText('승인됨')).toBeVisible();
  await done.getByRole('button', { name: '로그인 화면으로' }).click();
  await loginViaUi(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await logoutViaUi(page);

  // The admin sees the new student and the changed numbers, removes them, then deletes the empty class.
  await loginAsAdminViaUi(page);
  expect(await overviewNumber(page, 'total_courses')).toBe(coursesBefore + 1);
  expect(await overviewNumber(page, 'total_students')).toBe(studentsBefore + 1);
  await expect(page.getByTestId('dashboard-course-table').locator('tr', { hasText: className })).toContainText('1명');
  await page.screenshot({ path: join(screenshots, 'admin-dashboard.png'), fullPage: true });

  await page.goto('/admin/management/courses');
  await expect(row.getByRole('button', { name: `${className} 삭제` })).toBeDisabled();
  await row.getByRole('button', { name: `${className} 참여자` }).click();
  const participants = page.getByRole('dialog', { name: `${className} 참여자` });
  await participants.getByRole('button', { name: `${username} 제거` }).click();
  const confirmRemove = page.getByRole('dialog', { name: '참여자 제거' });
  await confirmRemove.getByRole('button', { name: '제거' }).click();
  await expect(page.getByRole('dialog', { name: `${className} 참여자` }).getByText('아직 참여자가 없습니다.')).toBeVisible();
  await page.getByRole('dialog', { name: `${className} 참여자` }).locator('.modal-header').getByRole('button', { name: '닫기' }).click();

  await expect(row.getByRole('button', { name: `${className} 삭제` })).toBeEnabled();
  await row.getByRole('button', { name: `${className} 삭제` }).click();
  await page.getByRole('dialog', { name: '과정 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '과정을 삭제했습니다' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await overviewNumber(page, 'total_courses')).toBe(coursesBefore);

  // Every action is in the audit log.
  await page.goto('/admin/management/audit');
  const audit = page.getByTestId('audit-table');
  for (const label of ['과정 생성', '코드 생성', '참여자 제거', '과정 삭제']) await expect(audit.getByRole('cell', { name: label, exact: true }).first()).toBeVisible();
});

test('management tables stack into cards on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/courses');
  const firstRow = page.getByTestId('admin-course-table').locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  // Below md the header row is hidden and every cell carries its own label.
  await expect(page.getByTestId('admin-course-table').locator('thead')).toBeHidden();
  const box = await firstRow.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(screenshots, 'admin-management-390.png'), fullPage: false });
});

test('the management tabs wrap on a 390 px phone: every label whole, arrow keys move between them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/courses');
  const tablist = page.getByRole('tablist', { name: '관리 메뉴' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  // Nothing clipped: the strip does not scroll, and each tab lies inside the page with its label whole.
  expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, await tab.innerText()).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(tablist.getByRole('tab', { name: '개인정보 요청' })).toBeInViewport({ ratio: 1 });

  // WAI-ARIA tabs: one tab stop (the selected tab); ←/→ wrap around, Home/End; Enter opens the tab.
  const selected = tablist.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('과정');
  await selected.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: '감사 기록' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: '승인' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: '개인정보 요청' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/management\/privacy$/);
  await expect(tablist.getByRole('tab', { selected: true })).toHaveText('개인정보 요청');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.getByRole('tab', { name: '승인' }).focus();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/\/admin\/management\/approvals$/);

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await tablist.screenshot({ path: join(screenshots, `admin-tabs-390-${theme}.png`) });
  }
  await expectAccessible(page, 'admin management tabs on a phone', { viewports: [PHONE] });
});
