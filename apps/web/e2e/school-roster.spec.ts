// Issue 22 in Chromium: a CP949 roster of 30 imported with a preview and printed as sign-in cards
// (8 per A4 page); registration codes printed 8 per page with QR codes, teacher codes on their own
// sheet; a teacher code cannot auto-approve.
import iconv from 'iconv-lite';
import { adminTokenViaApi, expect, loginAsAdminViaUi, test } from './fixtures';

const CODE_VALID = /사용할 수 있는 등록 코드입니다/;
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['도윤', '서연', '하준', '지우', '민준', '서윤', '예준', '하은', '시우', '지민'];

/** Pages of a PDF produced by Chromium (one /Type /Page object per page). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

test('roster of 30 from a CP949 file → preview → accounts → sign-in cards on 4 A4 pages; code slips with QR, teacher sheet apart', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const token = await adminTokenViaApi(request);
  const headers = { Authorization: `Bearer ${token}` };
  const className = `명단반 ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/courses', {
    headers,
    data: { name: className, description: '명단 E2E', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 40, dayOfWeek: ['목'], classTime: { 목: { start: '13:30', end: '14:30' } }, instructorName: '정선생' },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  // A unique grade/class so that generated usernames (s<학년><반><번호>) do not collide across runs.
  const cls = 10 + (Date.now() % 80);
  const csv = ['학년,반,번호,이름', ...Array.from({ length: 30 }, (_, i) => `3,${cls},${i + 1},${FAMILY[i % 10]}${GIVEN[(i * 7) % 10]}`)].join('\r\n');

  await loginAsAdminViaUi(page);
  await page.goto('/admin/management/users');
  await page.getByRole('button', { name: '명단 가져오기' }).click();
  const dialog = page.getByRole('dialog', { name: '명단 가져오기' });
  await dialog.getByLabel('등록할 과정').selectOption({ label: className });
  await dialog.getByLabel('명단 파일 선택').setInputFiles({ name: '명단.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'cp949') });
  await dialog.getByRole('button', { name: '미리보기' }).click();
  await expect(dialog.getByTestId('roster-summary')).toHaveText('30명을 등록할 수 있습니다.');
  const preview = dialog.getByTestId('roster-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(30);
  // Korean names decoded from CP949, usernames generated from 학년·반·번호.
  await expect(preview.locator('tbody tr').first()).toContainText(`${FAMILY[0]}${GIVEN[0]}`);
  await expect(preview.locator('tbody tr').first()).toContainText(`s3${cls}01`);
  await dialog.getByRole('button', { name: '30명 등록' }).click();

  const cards = page.getByRole('dialog', { name: '로그인 카드' });
  await expect(cards.getByTestId('roster-accounts').locator('tbody tr')).toHaveCount(30);
  await expect(page.getByTestId('signin-card')).toHaveCount(30);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('signin-cards')).toBeVisible();
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(4);
  await page.emulateMedia({ media: 'screen' });
  await cards.locator('.modal-footer').getByRole('button', { name: '닫기' }).click();

  // A teacher code cannot auto-approve; 19 student codes + 2 teacher codes print apart.
  const teacherAuto = await request.post(`/api/v1/admin/courses/${classId}/codes`, { headers, data: { count: 1, user_type: 'teacher', auto_approve: true } });
  expect(teacherAuto.status()).toBe(422);
  expect(await teacherAuto.text()).toContain('교사용 코드는 자동 승인할 수 없습니다');
  expect((await request.post(`/api/v1/admin/courses/${classId}/codes`, { headers, data: { count: 19, user_type: 'student', auto_approve: true } })).status()).toBe(201);
  expect((await request.post(`/api/v1/admin/courses/${classId}/codes`, { headers, data: { count: 2, user_type: 'teacher' } })).status()).toBe(201);
  await page.goto('/admin/management/courses');
  await page.locator(`tr[data-name="${className}"]`).getByRole('button', { name: `${className} 등록 코드` }).click();
  const codesDialog = page.getByRole('dialog', { name: `${className} 등록 코드` });
  await codesDialog.getByLabel('회원 유형').selectOption('teacher');
  await expect(codesDialog.getByLabel('자동 승인')).toBeDisabled();
  await codesDialog.getByRole('button', { name: '사용 가능 코드 인쇄' }).click();
  const sheet = page.getByRole('dialog', { name: '등록 코드 인쇄' });
  await expect(sheet.getByTestId('sheet-codes').locator('li')).toHaveCount(19);
  const slips = page.getByTestId('code-slip');
  await expect(slips).toHaveCount(19);
  // Every slip has a QR code and the site address; none is a teacher slip.
  await expect(slips.locator('img')).toHaveCount(19);
  await expect(slips.first()).toContainText('/register');
  await expect(page.locator('.teacher-slip')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(3);
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByLabel(/교사용/).check();
  await expect(page.locator('.teacher-slip')).toHaveCount(2);
  await expect(slips).toHaveCount(2);
  await expect(slips.first()).toContainText('교사용');

  // The QR code's link opens registration with the code filled in.
  const code = (await sheet.getByTestId('sheet-codes').locator('li').first().textContent())!.trim();
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(new URL(`/register?code=${code}`, page.url()).toString());
  await fresh.getByLabel('이름', { exact: true }).fill('새선생');
  await fresh.getByLabel('아이디', { exact: true }).fill(`tq${Date.now().toString(36)}`);
  await fresh.getByLabel('이메일', { exact: true }).fill(`tq${Date.now().toString(36)}@example.com`);
  await fresh.getByLabel('비밀번호', { exact: true }).fill('secret12');
  await fresh.getByLabel('비밀번호 확인', { exact: true }).fill('secret12');
  await fresh.getByLabel('태어난 해', { exact: true }).fill('1990');
  await fresh.getByRole('button', { name: '다음 단계' }).click();
  await expect(fresh.getByLabel(/등록 코드/)).toHaveValue(code);
  await expect(fresh.getByText(CODE_VALID)).toBeVisible();
  await context.close();
});
