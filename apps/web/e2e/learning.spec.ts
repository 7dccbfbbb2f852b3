import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { approveViaApi, expect, loginViaUi, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// A student's whole path through section 1 of 파이썬기초1: lesson (slides), completion, practice
// with input(), a graded evaluation (one right, the rest wrong) with its result modal, then leaving
// and coming back to find results and completion restored and the course progress moved.

const BOOT_TIMEOUT = 90_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface ProblemFile {
  problems: { id: string; title: string; reference_solution: string }[];
}
// The test may know the answer: it reads the reference solution from the content on disk.
const problems = (JSON.parse(readFileSync(join(root, 'content/sections/1/problems.json'), 'utf8')) as ProblemFile).problems;

const sidebarType = (page: Page, sectionTitle: string, type: string) =>
  page.getByRole('navigation', { name: '커리큘럼' }).getByRole('link', { name: new RegExp(`^1\\. ${sectionTitle} ${type}`) });

test.describe('learning a section', () => {
  test.setTimeout(240_000);

  test('lesson, completion, practice, evaluation, and everything restored on return', async ({ page, request }) => {
    // A student enrolled in the python course (the second public course), approved by the admin.
    const username = uniqueUsername('learn');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    // Contents list → 파이썬기초1 detail: progress starts at 0.
    await page.goto('/contents');
    await expect(page.getByTestId('course-card')).toHaveCount(8);
    await page.getByRole('link', { name: '파이썬기초1' }).click();
    await expect(page).toHaveURL(/\/contents\/python$/);
    await expect(page.getByRole('heading', { level: 1, name: '파이썬기초1' })).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveAttribute('data-percent', '0');

    // Curriculum → section 1 → 기본 학습.
    await page.getByRole('button', { name: /1\. 변수/ }).click();
    await page.locator('[data-section-id="1"]').getByRole('link', { name: /기본 학습/ }).click();
    await expect(page).toHaveURL(/\/learning\/python\/video\?section=1$/);
    await expect(page.getByTestId('learning-section-title')).toContainText('1. 변수');

    // The slide lecture: ←/→ move between slides.
    const counter = page.getByTestId('slide-counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.getByRole('button', { name: '이전 단계' }).click();
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await expect(page.getByRole('heading', { name: /핵심 요약/ }).first()).toBeVisible();

    // The divider is a keyboard-operable separator.
    const divider = page.getByRole('separator');
    await expect(divider).toHaveAttribute('aria-valuenow', '50');
    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(divider).toHaveAttribute('aria-valuenow', '48');
    await page.keyboard.press('Enter');
    await expect(divider).toHaveAttribute('aria-valuenow', '50');

    // Mark the lesson complete: the toggle and the sidebar agree.
    const toggle = page.getByTestId('complete-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebarType(page, '변수', '기본 학습')).toHaveAttribute('data-done', 'true');

    // Next along the chain: practice. A program with input() runs with a chip value.
    await page.getByRole('link', { name: /다음/ }).click();
    await expect(page).toHaveURL(/\/learning\/python\/practice\?section=1$/);
    await expect(page.getByTestId('tutor-chat-slot')).toContainText('막히는 곳이 있으면 언제든 물어보세요.');
    await expect(page.locator('[data-status="ready"]')).toBeVisible({ timeout: BOOT_TIMEOUT });
    await setEditorCode(page, "name = input('이름? ')\nprint('안녕', name)\n");
    await page.getByLabel('입력값 1').fill('도담');
    await page.getByRole('button', { name: '실행', exact: true }).click();
    await expect(page.getByRole('log', { name: '실행 결과' })).toContainText('안녕 도담');

    // Evaluation: the first problem solved correctly, the others answered wrongly.
    await page.getByRole('link', { name: /다음/ }).click();
    await expect(page).toHaveURL(/\/learning\/python\/evaluation\?section=1$/);
    await expect(page.getByRole('heading', { name: `문제 1. ${problems[0]!.title}` })).toBeVisible();
    await setEditorCode(page, problems[0]!.reference_solution, '답안 코드 편집기');
    await page.getByRole('button', { name: '제출하기' }).click();
    const result = page.getByTestId('problem-result');
    await expect(result).toHaveAttribute('data-correct', 'true', { timeout: 30_000 });
    await expect(result).toContainText('정답입니다! 코드가 올바르게 실행되었습니다.');
    // A correct answer moves on to the next problem after 1.5 s.
    await expect(page.getByRole('heading', { name: `문제 2. ${problems[1]!.title}` })).toBeVisible({ timeout: 5_000 });

    for (let i = 1; i < problems.length; i++) {
      if (i > 1) await page.getByRole('button', { name: new RegExp(`^문제 ${i + 1}:`) }).click();
      await expect(page.getByRole('heading', { name: `문제 ${i + 1}. ${problems[i]!.title}` })).toBeVisible();
      await setEditorCode(page, 'print()\n', '답안 코드 편집기');
      await page.getByRole('button', { name: '제출하기' }).click();
      await expect(result).toHaveAttribute('data-correct', 'false', { timeout: 30_000 });
      await expect(result).toContainText('다시 시도해보세요. 예상 출력과 다릅니다.');
    }

    // The result modal: 1 of 5 → 20 %, grade 부족, a red bar and the study guide.
    const modal = page.getByTestId('evaluation-result-modal');
    await expect(modal).toBeVisible();
    const percent = Math.round((1 / problems.length) * 100);
    await expect(page.getByTestId('evaluation-score')).toHaveText(`${percent}점`);
    await expect(page.getByTestId('evaluation-grade')).toHaveText('부족');
    await expect(modal.locator('[data-variant="danger"]')).toBeVisible();
    await expect(page.getByTestId('study-guide')).toBeVisible();
    await modal.getByRole('button', { name: '닫기' }).last().click();
    await expect(modal).toBeHidden();

    // Leave: the contents detail shows the moved progress bar.
    await page.getByRole('link', { name: '콘텐츠로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/contents\/python$/);
    await expect(page.getByTestId('course-progress')).not.toHaveAttribute('data-percent', '0');
    // 기본 학습 marked by hand + practice solved by the run (ADR 021) = 2 of 48 types; the 부족 evaluation does not count.
    await expect(page.getByTestId('course-progress-percent')).toHaveText('4.2%');

    // Come back with the browser cache cleared: the server restores results and completion.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('dodam-evaluation')) localStorage.removeItem(key);
    });
    await page.goto('/learning/python/evaluation?section=1');
    await expect(page.getByTestId('evaluation-complete-card')).toContainText(`${percent}점`);
    await expect(page.getByRole('button', { name: /^문제 1: .*\(정답\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^문제 2: .*\(오답\)$/ })).toBeVisible();
    await expect(page.getByTestId('evaluation-progress')).toHaveText(String(problems.length));
    await expect(sidebarType(page, '변수', '기본 학습')).toHaveAttribute('data-done', 'true');
    await page.getByRole('button', { name: '결과 보기' }).click();
    await expect(page.getByTestId('evaluation-grade')).toHaveText('부족');

    // The video step still shows as complete in its own screen.
    await page.goto('/learning/python/video?section=1');
    await expect(page.getByTestId('complete-toggle')).toHaveAttribute('aria-pressed', 'true');

    // Study time was recorded: leaving each step flushed its heartbeat.
    const token = await page.evaluate(() => localStorage.getItem('fastapi-token'));
    const progress = await request.get('/api/v1/section-progress?section=1', { headers: { Authorization: `Bearer ${token}` } });
    expect(progress.ok()).toBeTruthy();
    const body = (await progress.json()) as { study_seconds: number; completed_types: string[]; best_score: number | null };
    expect(body.study_seconds).toBeGreaterThan(0);
    // 기본 학습 by hand and practice solved by its run (ADR 021); the 부족 evaluation does not count.
    expect([...body.completed_types].sort()).toEqual(['practice', 'video']);
    expect(body.best_score).toBe(percent);
  });

  test('an unknown content shows the not-found message with a way back', async ({ page, request }) => {
    const username = uniqueUsername('learn');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await page.goto('/contents/no-such-course');
    await expect(page.getByText('콘텐츠를 찾을 수 없습니다').first()).toBeVisible();
    await page.getByRole('button', { name: /콘텐츠 목록으로 돌아가기/ }).click();
    await expect(page).toHaveURL(/\/contents$/);
  });
});
