import { approveViaApi, expect, loginViaUi, registerViaApi, test, uniqueUsername } from './fixtures';

// '예측해 보기' in a lesson (content/README.md): the student picks an output before running the code,
// the check button waits for a choice, then the code opens in the example runner and the lesson says
// whether the prediction was right; '다시 풀기' starts over.

test.describe('예측해 보기', () => {
  test.setTimeout(180_000);

  test('choose, check (wrong, then right) in the section 1 lesson slides', async ({ page, request }) => {
    const username = uniqueUsername('predict');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    await page.goto('/learning/python/video?section=1');
    await expect(page.getByTestId('slide-counter')).toHaveText(/^1 \/ \d+$/, { timeout: 90_000 });
    // Move to the '예측해 보기' slide with the next-slide button.
    const title = page.locator('.dodam-slide-title');
    for (let i = 0; i < 20 && (await title.textContent()) !== '예측해 보기'; i++) await page.getByRole('button', { name: /다음 슬라이드/ }).click();
    await expect(title).toHaveText('예측해 보기');

    // The first question: x = 5; x = x + 3; print(x) → 8.
    const question = page.locator('section.dodam-md-predict').first();
    await expect(question.getByText('x = x + 3')).toBeVisible();
    const check = question.getByRole('button', { name: '▶ 실행해서 확인하기' });
    await expect(check).toBeDisabled();

    await question.getByRole('radio', { name: '5', exact: true }).check();
    await check.click();
    await expect(page.getByRole('dialog', { name: '예제 실행해 보기' })).toBeVisible();
    await page.getByRole('button', { name: '닫기' }).click();
    await expect(question.getByRole('status')).toContainText('아쉬워요');
    await expect(question.getByRole('status')).toContainText('8');
    await expect(question.getByRole('radio', { name: '8', exact: true })).toBeDisabled();

    await question.getByRole('button', { name: '다시 풀기' }).click();
    await question.getByRole('radio', { name: '8', exact: true }).check();
    await question.getByRole('button', { name: '▶ 실행해서 확인하기' }).click();
    await page.getByRole('button', { name: '닫기' }).click();
    await expect(question.getByRole('status')).toContainText('맞았어요');
  });
});
