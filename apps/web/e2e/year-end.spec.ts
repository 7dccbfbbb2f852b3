// Issue 25, end of the school year: the admin archives a class with the keyboard (focus stays on
// the row's button), its teacher sees it under "보관된 반" with its report still readable, the admin
// deletes it through the dialog that names the class and the number of students (focus lands on the
// list's heading), and the student who had no other class can no longer sign in. The retention
// screen (period, preview, dry run, last run) is checked too. axe in both themes on each screen.
import { expectAccessible } from './axe';
import { USER_PASSWORD, createClassStudent, createClassWithTeacher, expect, loginAsAdminViaUi, loginViaUi, loginWithToken, registerViaApi, test, uniqueUsername } from './fixtures';

test('admin archives a class, its teacher still reads it, then the admin deletes it at the end of the year', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { teacher, classId, className } = await createClassWithTeacher(request, 'E2E 학년말');
  const student = await createClassStudent(request, classId, '한졸업', 'yend');
  // A sign-up still waiting for the class when it is archived.
  const applicant = uniqueUsername('late');
  await registerViaApi(request, applicant, [classId]);

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/courses');
  const row = page.locator(`tr[data-name="${className}"]`);
  await expect(row).toBeVisible();

  // Archive with the keyboard; focus returns to the same button, now "보관 해제".
  const archive = row.getByRole('button', { name: `${className} 보관`, exact: true });
  await archive.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '반 보관 (학년도 말)' });
  await expect(confirm).toContainText('학생 1명');
  await confirm.getByRole('button', { name: '보관', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '반을 보관했습니다' })).toBeVisible();
  await expect(row.getByText('보관됨 (읽기 전용)')).toBeVisible();
  await expect(row.getByRole('button', { name: `${className} 보관 해제` })).toBeFocused();
  await expect(row.getByRole('button', { name: `${className} 수정` })).toHaveCount(0);
  await expectAccessible(page, 'admin courses with an archived class');

  // Archiving closed the waiting sign-up; signing in, the applicant is told why.
  const applicantPage = await (await browser.newContext()).newPage();
  await loginViaUi(applicantPage, applicant);
  await expect(applicantPage.locator('.rejection-reason')).toContainText(`신청한 반('${className}')이 학년도 말에 보관되어 신청이 마감되었습니다.`);
  await expectAccessible(applicantPage, 'login of an applicant whose class was archived');
  await applicantPage.close();

  // The teacher: the class is under "보관된 반", and its report still opens.
  const teacherPage = await (await browser.newContext()).newPage();
  await loginWithToken(teacherPage, request, teacher);
  await teacherPage.goto('/teacher/dashboard');
  const archived = teacherPage.getByTestId('archived-classes');
  await expect(archived).toBeVisible();
  await archived.getByRole('link', { name: `${className} 보고서` }).click();
  await expect(teacherPage).toHaveURL(new RegExp(`/teacher/reports/${classId}`));
  await expect(teacherPage.getByText('한졸업').first()).toBeVisible();
  await teacherPage.close();

  // End-of-year delete: the dialog names the class and the students; the name must be typed.
  await row.getByRole('button', { name: `${className} 학년도 말 삭제` }).click();
  const dialog = page.getByRole('dialog', { name: '보관된 반 삭제 (학년도 말)' });
  await expect(dialog.getByTestId('year-end-summary')).toContainText(className);
  await expect(dialog.getByTestId('year-end-summary')).toContainText('학생 1명');
  await expect(dialog.getByRole('row').filter({ hasText: student })).toContainText('계정과 개인정보 삭제');
  await expectAccessible(page, 'year-end delete dialog', { include: '.modal-dialog' });
  const submit = dialog.getByRole('button', { name: '학생 1명이 있는 반 삭제' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel(/확인을 위해 반 이름/).fill(className);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${className} 반을 삭제했습니다` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '과정과 반' })).toBeFocused();

  // The student had no other class: the account is gone.
  const refused = await request.post('/api/v1/auth/login', { form: { username: student, password: USER_PASSWORD } });
  expect(refused.status()).toBe(401);
});

test('the retention screen shows the period, the preview and a dry run', async ({ page }) => {
  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/privacy');
  const card = page.getByTestId('retention-card');
  await expect(card.getByRole('heading', { name: '개인정보 보존 기간' })).toBeVisible();
  await expect(card.getByLabel('학년도가 끝난 뒤 보존 기간')).toHaveValue('1');
  await expect(card.getByLabel(/삭제 전 안내 기간/)).toHaveValue('30');
  await expect(card.getByTestId('retention-preview')).toContainText('삭제 안내를 받을 계정');
  await card.getByRole('button', { name: '미리 보기', exact: true }).click();
  await expect(card.getByTestId('retention-dry-run')).toContainText('아무것도 바뀌지 않았습니다');
  await card.getByLabel(/삭제 전 안내 기간/).fill('3');
  await card.getByRole('button', { name: '저장' }).click();
  await expect(card.getByRole('alert')).toContainText('안내 기간은 7~90일로 정해 주세요.');
  await expectAccessible(page, 'admin retention screen');
});
