// Issue 23 in the browser: the evaluation screen lists the requirements the grader checks on the code,
// a practice run whose output is right but which breaks one says so (the grader's checker, run in
// Pyodide), and code that only Python 3.12+ accepts gets the grader's SyntaxError card before submitting.
import { approveViaApi, expect, loginWithToken, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

test.describe('evaluation: what the grader checks, shown in practice', () => {
  test.setTimeout(180_000);

  test('requirements listed, broken requirement and 3.12+ syntax caught before submitting', async ({ page, request }) => {
    const username = uniqueUsername('evchk');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginWithToken(page, request, username);

    await page.goto('/learning/python/evaluation?section=15');
    await page.getByRole('button', { name: /^문제 5:/ }).click();
    const requirements = page.getByTestId('problem-requirements');
    await expect(requirements).toContainText('max()를 쓰지 않고 풀어야 해요.');
    await expect(requirements).toContainText('for 반복문을 써야 해요.');

    // Right output with max(): the example check does not say "같아요" but names the requirement.
    await setEditorCode(page, 'nums = [int(x) for x in input().split()]\nbest = max(nums)\nprint(best)\nprint(nums.index(best) + 1)\n', '답안 코드 편집기');
    await page.getByRole('button', { name: '실행', exact: true }).click();
    const unmet = page.getByTestId('example-unmet-requirements');
    await expect(unmet).toBeVisible({ timeout: 60_000 });
    await expect(unmet).toContainText('예시 입력의 출력은 예상 출력과 같지만');
    await expect(unmet).toContainText('max()를 쓰지 않고 풀어야 해요.');

    // A PEP 701 f-string runs in the browser's Python 3.14; the grader's 3.11 refuses it.
    await page.goto('/learning/python/evaluation?section=1');
    await setEditorCode(page, 'word = input()\nprint(f"{"\\n".join([word]*3)}")\n', '답안 코드 편집기');
    await page.getByRole('button', { name: '실행', exact: true }).click();
    const syntax = page.getByTestId('grader-syntax-error');
    await expect(syntax).toBeVisible({ timeout: 60_000 });
    await expect(syntax).toContainText('채점 서버의 파이썬(3.11)에서는 이 코드가 문법 오류예요.');
    await expect(syntax).toContainText('SyntaxError');
    await expect(page.getByText('예시 입력의 출력이 예상 출력과 같아요.')).toHaveCount(0);
  });
});
