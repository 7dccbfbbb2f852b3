import type { Page } from '@playwright/test';
import { approveViaApi, expect, loginViaUi, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// The tutor reads students the way they type (issue 12): a casual question in section 3 gets
// split() from section 3, and a while loop that never ends gets the line whose variable never
// changes — without running it (the student would have to stop it) and without a traceback.

const BOOT_TIMEOUT = 90_000;

async function ask(page: Page, text: string) {
  const chat = page.getByTestId('tutor-chat-slot');
  await chat.getByRole('textbox', { name: '튜터에게 질문하기' }).fill(text);
  await chat.getByRole('button', { name: '보내기' }).click();
  const log = chat.getByRole('log', { name: '튜터 대화' });
  await expect(log).toContainText(text);
  return log.locator('.dodam-tutor-chat__msg.is-assistant').last();
}

test('casual Korean in section 3 gets split() from section 3; an endless while loop gets the line that never changes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('tutor12');
  await registerViaApi(request, username, 2);
  await approveViaApi(request, username);
  await loginViaUi(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.goto('/learning/python/practice?section=3');
  const chat = page.getByTestId('tutor-chat-slot');
  // Told once that teachers can read the conversation.
  await expect(chat.getByTestId('tutor-teacher-notice')).toContainText('선생님도 튜터 대화 기록을 볼 수 있어요');

  const split = await ask(page, '인풋 두개 한줄에 받을라면 어케해여');
  await expect(split).toContainText('split()', { timeout: 30_000 });
  await expect(split).toContainText('3섹션');
  await expect(split).not.toContainText('7섹션');
  // One label per reply (no badge next to the '[기본 튜터]' text).
  await expect(split.locator('.badge')).toHaveCount(0);
  await expect(chat.getByTestId('tutor-teacher-notice')).toHaveCount(0);

  await page.goto('/learning/python/practice?section=14');
  await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
  await setEditorCode(page, 'count = 1\nwhile count <= 5:\n    print(count)\nprint("끝")\n');
  const loop = await ask(page, '안끝나요 ㅠㅠ 왜이래요');
  await expect(loop).toContainText('while count <= 5:', { timeout: 30_000 });
  await expect(loop).toContainText('count');
  await expect(loop).toContainText('바뀌지 않아요');
  // The passage of the lesson that explains it is linked.
  await expect(loop.getByRole('link', { name: /14섹션/ })).toBeVisible();
});
