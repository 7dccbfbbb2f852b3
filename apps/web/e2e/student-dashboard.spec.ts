import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { approveViaApi, expect, loginViaUi, registerViaApi, setEditorCode, test, uniqueUsername } from './fixtures';

// Issue 11: a new student completes section 1 of 파이썬기초1 and solves a problem wrong then right;
// every dashboard tab, the badge, the 오답 노트 entry and its retry link reflect it.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const problems = (JSON.parse(readFileSync(join(root, 'content/sections/1/problems.json'), 'utf8')) as { problems: { id: string; title: string; reference_solution: string }[] }).problems;

async function markComplete(page: Page, type: 'video' | 'practice' | 'evaluation') {
  await page.goto(`/learning/python/${type}?section=1`);
  const toggle = page.getByTestId('complete-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test.describe('student dashboard', () => {
  test.setTimeout(180_000);

  test('section 1 done and a problem solved on the second try show on every tab', async ({ page, request }) => {
    // Enrolled in the first two public courses (컴퓨터사고력 4 sections + 파이썬기초1 16 sections).
    const username = uniqueUsername('dash');
    await registerViaApi(request, username, 2);
    await approveViaApi(request, username);
    await loginViaUi(page, username);
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await expect(page.getByTestId('dashboard-stat').first()).toContainText('0 / 20');

    // Section 1: lesson and practice marked done; evaluation problem 1 wrong, then right.
    await markComplete(page, 'video');
    await markComplete(page, 'practice');
    await page.goto('/learning/python/evaluation?section=1');
    await expect(page.getByRole('heading', { name: `문제 1. ${problems[0]!.title}` })).toBeVisible();
    const result = page.getByTestId('problem-result');
    await setEditorCode(page, 'print()\n', '답안 코드 편집기');
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(result).toHaveAttribute('data-correct', 'false', { timeout: 30_000 });
    await setEditorCode(page, problems[0]!.reference_solution, '답안 코드 편집기');
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect(result).toHaveAttribute('data-correct', 'true', { timeout: 30_000 });
    const toggle = page.getByTestId('complete-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // 개요: 1 of 20 sections; total progress 3 of 60 steps = 5 %; 파이썬기초1 3 of 48 = 6.3 %.
    await page.goto('/student/dashboard');
    const stats = page.getByTestId('dashboard-stat');
    await expect(stats.nth(0)).toContainText('1 / 20');
    await expect(stats.nth(2)).toContainText('5%');
    const python = page.getByTestId('dashboard-course').filter({ hasText: '파이썬기초1' });
    await expect(python).toContainText('진도 6.3%');
    await expect(python).toContainText('완료 섹션 1 / 16');
    await expect(page.getByTestId('next-step')).toContainText('출력 기본 학습');

    // The same number on the contents list (one figure everywhere).
    await page.goto('/contents');
    await expect(page.locator('[data-testid="course-card"][data-course-id="python"]')).toContainText('6.3%');

    // 과정 via its route hint.
    await page.goto('/student/courses');
    await expect(page.getByTestId('student-tab')).toHaveAttribute('data-tab', 'courses');
    await expect(page.getByRole('link', { name: '과정', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('dashboard-course')).toHaveCount(2);

    // 진도 via its route hint: 8 sections shown, the rest summarised, section 1 completed at 100 %.
    await page.goto('/student/progress');
    const pythonProgress = page.getByTestId('progress-course').filter({ hasText: '파이썬기초1' });
    await expect(pythonProgress.getByTestId('progress-section')).toHaveCount(8);
    await expect(pythonProgress).toContainText('...그 외 8개 섹션');
    const first = pythonProgress.getByTestId('progress-section').first();
    await expect(first.getByRole('img', { name: '완료' })).toBeVisible();
    await expect(first).toContainText('100%');

    // 성취: section and first-correct badges earned, class comparison present.
    await page.getByRole('link', { name: '성취' }).click();
    await expect(page.locator('[data-badge="section_complete"]')).toHaveAttribute('data-earned', 'true');
    await expect(page.locator('[data-badge="first_correct"]')).toHaveAttribute('data-earned', 'true');
    await expect(page.locator('[data-badge="first_try"]')).toHaveAttribute('data-earned', 'false');
    await expect(page.getByTestId('class-comparison')).toContainText(/평균 (이상|미만)/);

    // 인사이트: at most four tips and the next step.
    await page.getByRole('link', { name: '인사이트' }).click();
    expect(await page.getByTestId('insight').count()).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('next-step')).toBeVisible();

    // 오답 노트: problem 1 with two tries, its failing case and a retry link to that problem.
    await page.getByRole('link', { name: '오답 노트' }).click();
    const mistake = page.getByTestId('mistake');
    await expect(mistake).toHaveCount(1);
    await expect(mistake).toContainText(problems[0]!.title);
    await expect(mistake).toContainText('제출 2번');
    await expect(mistake.getByTestId('failing-case')).toBeVisible();
    await mistake.getByTestId('mistake-retry').click();
    await expect(page).toHaveURL(new RegExp(`/learning/python/evaluation\\?section=1&problem=${problems[0]!.id}$`));
    await expect(page.getByRole('heading', { name: `문제 1. ${problems[0]!.title}` })).toBeVisible();

    // A phone: the tabs stay reachable at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/student/dashboard?tab=achievements');
    await expect(page.getByRole('link', { name: '성취' })).toHaveAttribute('aria-current', 'page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every tab is whole on screen (a sideways-scrolling row cut 오답 노트 off at the edge).
    const tabs = page.getByRole('navigation', { name: '학생 대시보드 메뉴' }).getByRole('link');
    await expect(tabs).toHaveCount(6);
    for (const box of await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }

    // Dark mode follows the system preference; the page uses Bootstrap's dark palette.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/student/dashboard?tab=mistakes');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByTestId('mistake')).toHaveCount(1);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'student-mistakes-dark-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/student/dashboard');
    await expect(page.getByText('최근 4주 학습 시간 (분)')).toBeVisible();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'student-dashboard-dark.png'), fullPage: true });
  });
});
