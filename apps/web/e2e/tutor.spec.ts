import { approveViaApi, expect, loginViaUi, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// In practice a failing run offers '이 오류에 대해 물어보기'; the tutor streams a Korean explanation
// that points at the student's own line, and the conversation survives a reload.

const BOOT_TIMEOUT = 90_000;

test('ask the tutor about an error, see a streamed explanation, and find it again after a reload', async ({ page, request }) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('tutor');
  await registerViaApi(request, username, 2);
  await approveViaApi(request, username);
  await loginViaUi(page, username);
  // The login has landed (token stored) before navigating on.
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.goto('/learning/python/practice?section=1');
  const chat = page.getByTestId('tutor-chat-slot');
  await expect(chat).toContainText('막히는 곳이 있으면 언제든 물어보세요.');
  await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });

  await setEditorCode(page, "score = 90\nprint('점수:', scor)\n");
  // The run's history entries are appended on the server by their own small request.
  const runSaved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v1\/tutor\/conversations\/1\/messages$/.test(r.url()));
  await page.getByRole('button', { name: '실행', exact: true }).click();
  await expect(page.getByRole('log', { name: '실행 결과' })).toContainText('NameError');
  expect((await runSaved).status()).toBe(200);

  // The server appends the exchange to the history before it sends the final 'done' event.
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/tutor/chat/stream'));
  await chat.getByRole('button', { name: '이 오류에 대해 물어보기' }).click();
  const log = chat.getByRole('log', { name: '튜터 대화' });
  await expect(log).toContainText('방금 실행한 코드에서 난 오류를 설명해 주세요.');
  const reply = log.locator('.dodam-tutor-chat__msg.is-assistant').last();
  // The explanation names the student's line (line 2) and the misspelt name.
  await expect(reply).toContainText('2', { timeout: 30_000 });
  await expect(reply).toContainText('scor');
  await expect(reply).toContainText('[기본 튜터]');
  const replyText = (await reply.locator('.dodam-md').first().innerText()).trim();

  // The unified history (the run and the exchange) is saved on the server and restored.
  const stream = await answered;
  expect(stream.status()).toBe(200);
  await stream.finished();
  await page.reload();
  await expect(page.getByTestId('tutor-chat-slot').getByRole('log', { name: '튜터 대화' })).toContainText('방금 실행한 코드에서 난 오류를 설명해 주세요.', { timeout: 20_000 });
  await expect(page.getByTestId('tutor-chat-slot').getByRole('log', { name: '튜터 대화' })).toContainText(replyText.split('\n')[0]!.slice(0, 20));
});
