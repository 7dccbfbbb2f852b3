// Issue 24 in Chromium: what teachers learn from the tutor. One student fails a graded problem, takes
// one hint from the real tutor and passes; another fails and passes without a hint; a third climbs
// the ladder to the last rung. The class's teacher sees the figures per rung against attempts without
// a hint, with the definition one click away. (The stuck alert needs 10 minutes to pass: API test.)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './axe';
import { createClassStudent, createClassWithTeacher, expect, loginViaUi, test, USER_PASSWORD } from './fixtures';

// The grader's own answer, read from the content on disk (it never reaches the browser).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const section1 = JSON.parse(readFileSync(join(root, 'content', 'sections', '1', 'problems.json'), 'utf8')) as { problems: { id: string; reference_solution: string; wrong_solutions: { code: string }[] }[] };
const PROBLEM = section1.problems[0]!;

test('the teacher dashboard shows hint efficacy per rung with its definition', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { teacher, classId } = await createClassWithTeacher(request, '힌트반');
  const studentToken = async (name: string) => {
    const username = await createClassStudent(request, classId, name, 'hint');
    const login = await request.post('/api/v1/auth/login', { form: { username, password: USER_PASSWORD } });
    return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  };
  const [helped, alone, stuck] = [await studentToken('도움이'), await studentToken('혼자서'), await studentToken('막힘이')];
  const problem = PROBLEM.id;
  const wrong = PROBLEM.wrong_solutions[0]!.code;
  const submit = async (headers: Record<string, string>, code: string) => {
    const res = await request.post('/api/v1/evaluation/submit', { headers, data: { section_id: '1', problem_id: problem, code } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { result: { correct: boolean } }).result.correct;
  };
  const askHint = async (headers: Record<string, string>) => {
    const res = await request.post('/api/v1/tutor/chat', { headers, data: { user_input: '힌트 주세요', selected_section: '1', problem_id: problem, mode: 'evaluation', context_type: 'hint', code: 'print(1)' } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { hint_level: number | null }).hint_level;
  };
  expect(await submit(helped, wrong)).toBe(false);
  expect(await askHint(helped)).toBe(1);
  expect(await submit(helped, PROBLEM.reference_solution)).toBe(true);
  expect(await submit(alone, wrong)).toBe(false);
  expect(await submit(alone, PROBLEM.reference_solution)).toBe(true);
  expect(await submit(stuck, wrong)).toBe(false);
  for (const rung of [1, 2, 3]) expect(await askHint(stuck)).toBe(rung);

  await loginViaUi(page, teacher);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/dashboard');
  const card = page.getByTestId('hint-efficacy');
  await expect(card.getByRole('heading', { name: '튜터 힌트 효과' })).toBeVisible();
  const rows = card.getByTestId('hint-efficacy-row');
  await expect(rows).toHaveCount(4);
  // The E2E server is shared, so other specs' students may add cases: the rows exist and are non-empty.
  await expect(rows.nth(0)).toContainText('1단계 · 목표 다시 보기');
  await expect(rows.nth(0).locator('td').last()).toHaveText(/\d+(\.\d)?%/);
  await expect(rows.nth(3)).toContainText('힌트 없이');
  await expect(rows.nth(3).locator('td').last()).toHaveText(/\d+(\.\d)?%/);
  // The definition, one click away.
  const definition = card.getByTestId('hint-efficacy-definition');
  await expect(definition.getByText(/첫 제출이 10분 안에 통과한 비율/)).toBeHidden();
  await definition.getByText('이 수치는 어떻게 계산하나요?').click();
  await expect(definition.getByText(/첫 제출이 10분 안에 통과한 비율/)).toBeVisible();
  await expectAccessible(page, 'teacher dashboard hint efficacy', { include: '[data-testid="hint-efficacy"]' });
});
