import { readFile } from 'node:fs/promises';
import { USER_PASSWORD, adminTokenViaApi, createApprovedStudent, expect, loginAsAdminViaUi, loginWithToken, test } from './fixtures';
import { expectAccessible } from './axe';

// Issue 25: a student's privacy rights in the profile's 개인정보 tab — the access log shows an admin's
// read, the export downloads as JSON and reads as a table, name is corrected, 처리 정지 is switched on,
// deletion is asked for — and the admin completes the request: the account is gone.

test.describe('privacy', () => {
  test.setTimeout(240_000);

  test('a student sees who read their records, downloads everything, suspends processing and asks for deletion; the admin completes it', async ({ page, browser, request }) => {
    const username = await createApprovedStudent(request, 'priv');
    const login = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const me = (await (await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
    // An admin reads the student's drill-down: the read is logged as it happens.
    const admin = await adminTokenViaApi(request);
    expect((await request.get(`/api/v1/teacher/students/${me.id}`, { headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(200);

    await loginWithToken(page, request, username);
    await page.goto('/profile');
    await page.getByRole('link', { name: '개인정보', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/privacy$/);
    const log = page.getByTestId('access-log');
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log).toContainText('관리자');
    await expect(log).toContainText('학습 기록 상세');
    await expectAccessible(page, 'profile privacy tab');

    // Readable view, then the JSON file.
    await page.getByRole('button', { name: '읽기 쉬운 보기' }).click();
    const view = page.getByTestId('export-view');
    await expect(view).toContainText(username);
    await expect(view.getByRole('heading', { name: /내 기록 열람 기록/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON 파일로 내려받기' }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { username: string }; access_log: unknown[]; drafts: unknown[] };
    expect(exported.profile.username).toBe(username);
    expect(exported.access_log).toHaveLength(1);
    expect(Array.isArray(exported.drafts)).toBe(true);

    // Correction of the name.
    await page.getByLabel('이름', { exact: true }).fill('김도담');
    await page.getByRole('button', { name: '정정하기' }).click();
    await expect(page.getByText('이름과 이메일을 고쳤습니다.')).toBeVisible();

    // 처리 정지.
    await page.getByLabel('처리 정지 켜기').click();
    await expect(page.getByLabel(/처리 정지 중/)).toBeChecked();

    // Deletion request through the confirm dialog.
    await page.getByRole('button', { name: '삭제 요청하기' }).click();
    const dialog = page.getByRole('dialog', { name: '계정과 개인정보를 삭제할까요?' });
    await dialog.getByLabel('사유 (선택)').fill('졸업했어요');
    await dialog.getByRole('button', { name: '삭제 요청' }).click();
    await expect(page.getByTestId('deletion-status')).toContainText('처리 대기');
    await expect(page.getByRole('button', { name: '삭제 요청하기' })).toHaveCount(0);

    // The admin completes it from 관리 > 개인정보 요청.
    const adminPage = await (await browser.newContext()).newPage();
    await loginAsAdminViaUi(adminPage);
    await adminPage.goto('/admin/management/privacy');
    const row = adminPage.getByTestId('privacy-requests').getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('김도담');
    await expect(row).toContainText('졸업했어요');
    await expectAccessible(adminPage, 'admin privacy requests');
    await row.getByRole('button', { name: /삭제 처리/ }).click();
    const confirm = adminPage.getByRole('dialog', { name: '계정과 개인정보를 삭제할까요?' });
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(adminPage.getByText('계정과 개인정보를 삭제했습니다.', { exact: false })).toBeVisible();
    await expect(adminPage.getByTestId('privacy-requests').getByRole('row').filter({ hasText: username })).toHaveCount(0);
    await adminPage.context().close();

    // The account is gone: its login is refused.
    const again = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
    expect(again.status()).toBe(401);
  });
});

test.describe('privacy notice', () => {
  test.setTimeout(180_000);

  test('the footer opens the notice generated from the inventory; the officer an admin names appears on it', async ({ page, browser }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    const notice = page.getByTestId('privacy-notice');
    await expect(notice.getByRole('rowheader', { name: '계정', exact: true })).toBeVisible();
    await expect(notice).toContainText('편집 중인 코드');
    // Third parties are whatever is configured: none on a fresh server; a school sign-in provider an
    // earlier spec enabled on the same server (oidc.spec) is named by its display name.
    const providers = ((await (await page.request.get('/api/v1/auth/oidc/providers')).json()) as { providers: { display_name: string }[] }).providers;
    if (providers.length === 0) await expect(page.getByTestId('third-parties')).toContainText('외부에 제공하거나 위탁하지 않습니다');
    for (const p of providers) await expect(page.getByTestId('third-parties')).toContainText(p.display_name);
    await expectAccessible(page, 'privacy notice');
    // The service name takes its particle through withJosa (not "도담은(는)").
    await expect(notice).not.toContainText('(는)');
    // At 390 px the tables are stacked cards: every cell spans the card (a 4-column table wrapped
    // the 목적 column a character per line) and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const cellWidths = await notice.locator('td').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
    expect(cellWidths.length).toBeGreaterThan(0);
    expect(Math.min(...cellWidths)).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    const admin = await (await browser.newContext()).newPage();
    await loginAsAdminViaUi(admin);
    await admin.goto('/admin/management/privacy');
    await admin.getByLabel('이름', { exact: true }).fill('정보책임');
    await admin.getByLabel('직위 (선택)').fill('교감');
    await admin.getByLabel('연락처 (이메일 또는 전화번호)').fill('privacy@school.example');
    await admin.getByRole('button', { name: '보호책임자 저장' }).click();
    await expect(admin.getByText('개인정보 보호책임자를 저장했습니다.')).toBeVisible();
    if (providers.length === 0) await expect(admin.getByTestId('admin-third-parties')).toContainText('없음');
    for (const p of providers) await expect(admin.getByTestId('admin-third-parties')).toContainText(p.display_name);
    await admin.context().close();

    await page.reload();
    await expect(page.getByTestId('privacy-officer')).toContainText('정보책임 (교감)');
    await expect(page.getByTestId('privacy-officer')).toContainText('privacy@school.example');
  });
});

test.describe('AI notice in the tutor chat', () => {
  test.setTimeout(180_000);

  test('the chat says the built-in tutor (not an AI) answered, and its reply is not marked AI-generated', async ({ page, request }) => {
    const username = await createApprovedStudent(request, 'aiinfo');
    await loginWithToken(page, request, username);
    await page.goto('/learning/python/practice?section=1');
    const chat = page.getByTestId('tutor-chat-slot');
    await expect(chat).toContainText('막히는 곳이 있으면 언제든 물어보세요.', { timeout: 60_000 });
    await chat.getByPlaceholder(/튜터에게 질문하기/).fill('변수가 뭐예요?');
    await chat.getByRole('button', { name: '보내기' }).click();
    const reply = chat.getByRole('log', { name: '튜터 대화' }).locator('.dodam-tutor-chat__msg.is-assistant').last();
    await expect(reply).toContainText('[기본 튜터]', { timeout: 30_000 });
    await expect(chat.getByTestId('tutor-who')).toContainText('기본 튜터가 답하고 있어요 (AI 아님)');
    await expect(chat.getByTestId('ai-generated')).toHaveCount(0);
  });
});
