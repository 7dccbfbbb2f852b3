// The basic tutor (기본 튜터): works with no network and no key. It recognises what the student
// asks, explains the last error with the Korean error table and the student's own line, answers
// concept questions from this and earlier sections' lessons, climbs a hint ladder (goal → the
// problem's hint → a skeleton with blanks) and never gives the full solution. Short, polite Korean
// that ends with a question or a next step.
import { TUTOR_LABELS, explainPythonError, normalizeOutput, outputsMatch, resolveJosa, type TutorIntent } from '@dodam/contracts';
import type { TutorContext } from './context.js';
import { classify } from './intents.js';
import { codeExamples, proseLines, type CourseIndex, type Hit, type Retrieval } from './retrieval.js';
import { skeletonFromSolution } from './skeleton.js';

export interface OfflineReply {
  text: string;
  intent: TutorIntent;
  hintLevel: number | null;
}

export const OFFLINE_PREFIX = `**[${TUTOR_LABELS.offline}]** `;
/** A hit answers the question when it covers most of the query and names the topic (or scores high). */
function answers(hit: Hit | undefined): hit is Hit {
  return hit !== undefined && hit.coverage >= 0.5 && (hit.headingHit || hit.score >= 6);
}

const QUESTIONS = [
  '이 예시를 직접 실행해 보기 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?',
  '예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?',
  '이 내용을 지금 풀고 있는 문제에 어떻게 쓸 수 있을지 생각해 볼까요?',
];

function pick<T>(items: readonly T[], seed: string): T {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

function fence(code: string, lang = 'python'): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${code.replace(/\n+$/, '')}\n${f}`;
}

function inlineCode(text: string): string {
  const t = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  return t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
}

function sectionName(ctx: TutorContext): string {
  return ctx.section ? `${ctx.section.id}섹션 「${ctx.section.title}」` : '파이썬';
}

interface Task {
  kind: 'problem' | 'exercise';
  title: string;
  text: string;
  hint: string;
  starter: string;
  exampleInputs: string[];
  expectedOutput?: string | undefined;
  solution?: string | undefined;
}

function taskOf(ctx: TutorContext): Task | undefined {
  if (ctx.problem) {
    const p = ctx.problem;
    return { kind: 'problem', title: p.title, text: p.question, hint: p.hint, starter: p.starter_code, exampleInputs: p.example_inputs, expectedOutput: p.expected_output, solution: p.reference_solution };
  }
  if (ctx.exercise) {
    const e = ctx.exercise;
    const blocks = [...e.prompt.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\n$/, ''));
    const expected = /출력/.test(e.prompt) ? blocks.at(-1) : undefined;
    return { kind: 'exercise', title: e.title, text: e.prompt, hint: e.hint, starter: e.starter_code, exampleInputs: e.example_inputs, expectedOutput: expected };
  }
  return undefined;
}

/** The task's sentences without example blocks, for restating the goal. */
function goalLines(task: Task): string[] {
  const lines: string[] = [];
  let inCode = false;
  for (const raw of task.text.split('\n')) {
    if (raw.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    const line = raw.replace(/^>\s?/, '').trim();
    if (inCode || !line || /^예시\s*(입력|출력)/.test(line)) continue;
    lines.push(line);
  }
  return lines.slice(0, 5);
}

// ---------------------------------------------------------------------------------------------
// Hint ladder

function previousHintRequests(ctx: TutorContext): number {
  return ctx.recent.filter((m) => {
    if (m.role !== 'user' || m.type !== 'chat') return false;
    const intent = classify(m.content).intent;
    return intent === 'hint' || intent === 'solution_request';
  }).length;
}

export function hintReply(ctx: TutorContext, level: number, opening = ''): OfflineReply {
  const task = taskOf(ctx);
  const intro = opening ? `${opening}\n\n` : '';
  if (!task) {
    return {
      intent: 'hint',
      hintLevel: null,
      text: `${intro}지금 어떤 문제를 풀고 있는지 알려 주시겠어요? 문제를 고르거나 문제 내용을 보내 주시면 목표를 정리하는 것부터 한 단계씩 도와 드릴게요.`,
    };
  }
  const rung = Math.min(Math.max(level, 1), 3);
  if (rung === 1) {
    const goal = goalLines(task)
      .map((l) => `> ${l}`)
      .join('\n>\n');
    const next = task.exampleInputs.length
      ? '먼저 입력받은 값을 어떤 변수에 저장할지 정해 볼까요? 입력은 몇 번 받아야 할까요?'
      : '출력해야 하는 첫 줄은 무엇일까요? 그 줄을 출력하는 코드부터 써 볼까요?';
    return { intent: 'hint', hintLevel: 1, text: `${intro}**1단계: 목표 정리** — 「${task.title}」에서 해야 할 일을 다시 정리해 볼게요.\n\n${goal}\n\n${next}` };
  }
  if (rung === 2) {
    return {
      intent: 'hint',
      hintLevel: 2,
      text: `${intro}**2단계: 힌트** — 💡 ${task.hint}\n\n한 줄씩 고쳐 보고 실행해 볼까요? 이 힌트는 코드의 어느 줄에 쓰면 될까요?`,
    };
  }
  let skeleton = '';
  if (task.solution) skeleton = skeletonFromSolution(task.solution, task.starter);
  else if (task.starter.includes('___')) skeleton = task.starter.trimEnd();
  if (!skeleton) {
    return {
      intent: 'hint',
      hintLevel: 3,
      text: `${intro}**3단계** — 💡 ${task.hint}\n\n여기서 더 알려 드리면 정답이 돼요. 지금까지 쓴 코드를 실행해 보고, 어느 줄에서 막혔는지 알려 주시겠어요?`,
    };
  }
  return {
    intent: 'hint',
    hintLevel: 3,
    text: `${intro}**3단계: 뼈대 코드** — 빈칸(\`____\`)을 채워 보세요.\n\n${fence(skeleton)}\n\n여기서 더 알려 드리면 정답이 돼요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?`,
  };
}

// ---------------------------------------------------------------------------------------------
// Errors

interface ErrorSource {
  text: string;
  code: string;
}

function errorSource(ctx: TutorContext, pasted: boolean): ErrorSource | undefined {
  if (pasted) return { text: ctx.userInput, code: ctx.code };
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) return { text: run.error || run.output, code: ctx.code };
  return undefined;
}

export function explainError(source: ErrorSource): string | undefined {
  const e = explainPythonError(source.text, { code: source.code });
  if (!e) return undefined;
  const where = e.line !== undefined ? `${e.line}번째 줄에서 ` : '';
  const quoted = e.code ? `\n\n${fence(e.code)}` : '';
  return `${where}**${e.title}** 문제가 생겼어요.${quoted}\n\n${e.explanation}\n\n💡 ${e.suggestion}\n\n이렇게 고친 뒤 다시 실행하면 어떤 결과가 나오는지 알려 주시겠어요?`;
}

function errorReply(ctx: TutorContext, pasted: boolean): OfflineReply | undefined {
  const source = errorSource(ctx, pasted);
  if (!source) return undefined;
  const text = explainError(source);
  if (text) return { intent: 'error_help', hintLevel: null, text };
  const lastLine = source.text.trim().split('\n').filter(Boolean).at(-1) ?? '';
  return {
    intent: 'error_help',
    hintLevel: null,
    text: `이 오류는 제가 정확히 설명하기 어려워요. 😥 오류 메시지의 마지막 줄 ${inlineCode(lastLine)}에 무엇이 잘못됐는지 적혀 있어요. 그 줄이 가리키는 코드 줄을 같이 살펴볼까요? 몇 번째 줄에서 난 오류인가요?`,
  };
}

// ---------------------------------------------------------------------------------------------
// Checking the student's code

function assignedNames(code: string): Set<string> {
  return new Set([...code.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,\s*[A-Za-z_]\w*\s*)*=(?!=)/gm)].map((m) => m[1]!));
}

function staticFindings(code: string, task: Task | undefined): string[] {
  const findings: string[] = [];
  const names = assignedNames(code);
  for (const m of code.matchAll(/print\(\s*(["'])([A-Za-z_]\w*)\1\s*\)/g)) {
    if (names.has(m[2]!)) {
      findings.push(`${inlineCode(m[0])}처럼 변수 이름을 따옴표로 감싸면 변수의 값이 아니라 글자 '${m[2]}'가 그대로 출력돼요.`);
      break;
    }
  }
  if (task) {
    const calls = (code.match(/(?<![\w.])input\s*\(/g) ?? []).length;
    const needed = task.exampleInputs.length;
    if (needed > 0 && calls === 0 && !/split\s*\(/.test(code)) findings.push(`이 문제는 값을 ${needed}개 입력받아야 하는데, 코드에 \`input()\`이 없어요.`);
    else if (needed > 0 && calls > needed && !/for|while/.test(code)) findings.push(`예시 입력은 ${needed}줄인데 \`input()\`은 ${calls}번 있어요. 입력 횟수를 맞춰 보세요.`);
  }
  return findings;
}

function firstDifference(actual: string, expected: string): { line: number; got: string; want: string } | undefined {
  const a = normalizeOutput(actual).split('\n');
  const e = normalizeOutput(expected).split('\n');
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] !== e[i]) return { line: i + 1, got: a[i] ?? '', want: e[i] ?? '' };
  }
  return undefined;
}

function diagnose(got: string, want: string, actual: string, expected: string): string {
  const gotLines = normalizeOutput(actual).split('\n').length;
  const wantLines = normalizeOutput(expected).split('\n').length;
  if (got.replace(/\s+/g, '') === want.replace(/\s+/g, '')) return '글자는 같은데 띄어쓰기가 달라요. `print()`에서 쉼표(,)로 값을 나누면 사이에 공백이 하나 들어가는 것을 기억해 보세요.';
  if (got === '' || want === '') return `출력한 줄 수가 달라요 (예시는 ${wantLines}줄, 내 출력은 ${gotLines}줄).`;
  if (got.toLowerCase() === want.toLowerCase()) return '대문자와 소문자가 달라요.';
  if (got.replace(/[^\p{L}\p{N}\s]/gu, '') === want.replace(/[^\p{L}\p{N}\s]/gu, '')) return '문장부호(쉼표, 마침표, 느낌표 등)가 달라요.';
  return '두 줄을 한 글자씩 비교해 보세요.';
}

function checkReply(ctx: TutorContext): OfflineReply {
  const task = taskOf(ctx);
  const code = ctx.code.trim();
  const reply = (text: string): OfflineReply => ({ intent: 'check_code', hintLevel: null, text });
  if (!code) return reply('아직 코드가 보이지 않아요. 편집기에 코드를 쓰고 한 번 실행해 본 뒤 다시 물어봐 주세요. 첫 줄은 무엇으로 시작하면 좋을까요?');
  if (/_{3,}/.test(code)) return reply('아직 빈칸(`___`)이 남아 있어요. 빈칸을 모두 채운 뒤 실행해 보세요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?');
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const explained = explainError({ text: run.error || run.output, code: ctx.code });
    if (explained) return reply(`실행하면 오류가 나요. ${explained}`);
  }
  const findings = staticFindings(ctx.code, task);
  if (!run) {
    const extra = findings.length ? `\n\n먼저 눈에 띄는 점이 있어요:\n${findings.map((f) => `- ${f}`).join('\n')}` : '';
    return reply(`아직 실행 결과가 없어요. 먼저 코드를 실행해 보세요.${extra}\n\n실행 결과가 예시 출력과 같은지 직접 비교해 볼까요?`);
  }
  if (!task?.expectedOutput) {
    return reply(`오류 없이 실행됐어요. 👍 원하는 출력이 무엇인지 알려 주시면 실행 결과와 함께 비교해 볼게요. 출력이 예상과 같았나요?`);
  }
  const sameInputs = run.inputs.length === 0 ? task.exampleInputs.length === 0 || run.output !== '' : run.inputs.join('\n').trim() === task.exampleInputs.join('\n').trim();
  if (!sameInputs) {
    return reply(`예시 입력(${task.exampleInputs.map(inlineCode).join(', ')})으로 실행하면 예시 출력과 바로 비교할 수 있어요. 예시 입력으로 한 번 실행해 볼까요?`);
  }
  if (outputsMatch(run.output, task.expectedOutput)) {
    return reply(
      task.kind === 'problem'
        ? '예시 입력으로는 예시 출력과 똑같이 나와요! 👍 제출하면 숨겨진 테스트의 다른 입력으로도 채점해요. 다른 값을 넣어도 맞게 나올지 한 번 더 생각해 볼까요?'
        : '예시 출력과 똑같아요! 잘했어요. 👍 값을 바꿔서도 실행해 보고, 다 됐다면 다음 실습으로 넘어가 볼까요?',
    );
  }
  const diff = firstDifference(run.output, task.expectedOutput)!;
  const why = findings[0] ?? diagnose(diff.got, diff.want, run.output, task.expectedOutput);
  return reply(
    `예시 출력과 ${diff.line}번째 줄이 달라요.\n\n- 예시 출력: ${diff.want ? inlineCode(diff.want) : '(없음)'}\n- 내 출력: ${diff.got ? inlineCode(diff.got) : '(없음)'}\n\n${why}\n\n어느 줄을 고치면 이 줄이 예시처럼 나올까요?`,
  );
}

// ---------------------------------------------------------------------------------------------
// Concepts

function excerpt(hit: Hit): string {
  const lines = proseLines(hit.chunk.body)
    .filter((l) => !/^[-*]\s*$/.test(l))
    .slice(0, 3)
    .map((l) => (l.length > 220 ? `${l.slice(0, 217)}...` : l));
  return lines.join('\n');
}

function example(hit: Hit): string {
  const ex = codeExamples(hit.chunk.body).find((e) => !e.norun && e.code.split('\n').length <= 10) ?? codeExamples(hit.chunk.body)[0];
  return ex ? `\n\n${fence(ex.code)}` : '';
}

function conceptFromHits(ctx: TutorContext, index: CourseIndex | undefined, query: string): OfflineReply | 'no-match' | undefined {
  if (!index) return undefined;
  const order = ctx.section?.order;
  const allowed = index.search(query, { maxOrder: order, limit: 8 });
  const anywhere = order === undefined ? allowed : index.search(query, { limit: 8 });
  if (anywhere.length === 0) return 'no-match';
  // Among near-equal hits, the earliest place the topic is taught: the introduction, not a detail.
  const earliest = (hits: Hit[]): Hit | undefined => {
    const top = hits[0];
    if (!top) return undefined;
    return hits
      .filter((h) => answers(h) && h.score >= top.score * 0.8)
      .sort((a, b) => a.chunk.sectionOrder - b.chunk.sectionOrder || a.chunk.id - b.chunk.id)[0] ?? top;
  };
  const best = earliest(allowed);
  const later = order === undefined ? undefined : earliest(anywhere.filter((h) => h.chunk.sectionOrder > order));
  const laterIsBetter = (b: Hit | undefined, l: Hit) => !answers(b) || b.score < l.score * 0.6 || l.coverage >= b.coverage + 0.3;
  if (later && order !== undefined && later.chunk.sectionOrder > order && answers(later) && laterIsBetter(best, later)) {
    const gist = proseLines(later.chunk.body)[0] ?? '';
    return {
      intent: 'concept',
      hintLevel: null,
      text: resolveJosa(
        `좋은 질문이에요! 그 내용은 ${later.chunk.sectionId}섹션 「${later.chunk.sectionTitle}」의 **${later.chunk.heading}**에서 자세히 배워요.${gist ? `\n\n> ${gist}` : ''}\n\n지금은 ${sectionName(ctx)}을/를 먼저 익혀 두면 그때 훨씬 쉬워요. 지금 배우는 내용에서 궁금한 점이 있나요?`,
      ),
    };
  }
  if (!answers(best)) return undefined;
  const where = `${best.chunk.sectionId}섹션 「${best.chunk.sectionTitle}」`;
  const intro = best.chunk.sectionId === ctx.section?.id ? `지금 배우는 ${where}의 **${best.chunk.heading}** 부분을 볼까요?` : `앞에서 배운 ${where}의 **${best.chunk.heading}** 부분을 다시 볼까요?`;
  return {
    intent: 'concept',
    hintLevel: null,
    text: `${intro}\n\n${excerpt(best)}${example(best)}\n\n${pick(QUESTIONS, query)}`,
  };
}

function strongMatch(index: CourseIndex | undefined, query: string, ctx: TutorContext): boolean {
  const [top] = index?.search(query, { maxOrder: ctx.section?.order, limit: 1 }) ?? [];
  return top !== undefined && top.headingHit && top.coverage >= 0.75;
}

// ---------------------------------------------------------------------------------------------

function taskLine(ctx: TutorContext): string {
  const task = taskOf(ctx);
  if (!task) return '';
  return task.kind === 'problem' ? ` 지금은 평가 문제 「${task.title}」을/를 풀고 있네요.` : ` 지금은 실습 「${task.title}」을/를 하고 있네요.`;
}

export interface OfflineTutor {
  reply(ctx: TutorContext): OfflineReply;
}

export function createOfflineTutor(retrieval: Retrieval, defaultCourseId = 'python'): OfflineTutor {
  const indexFor = (ctx: TutorContext) => ctx.index ?? retrieval.forCourse(defaultCourseId);

  function reply(ctx: TutorContext): OfflineReply {
    const message = ctx.userInput.trim();
    const c = classify(message, ctx.contextType);
    switch (c.intent) {
      case 'prompt_probe':
        return {
          intent: 'prompt_probe',
          hintLevel: null,
          text: `튜터의 내부 설정이나 지시문은 알려 드릴 수 없어요. 🙂 대신 ${sectionName(ctx)}에서 궁금한 점이나 막힌 문제가 있으면 같이 풀어 봐요. 무엇부터 볼까요?`,
        };
      case 'solution_request': {
        const level = previousHintRequests(ctx) + 1;
        const r = hintReply(ctx, level, '정답 코드를 통째로 알려 드리면 실력이 늘지 않아요. 😊 대신 한 단계씩 같이 풀어 봐요.');
        return { ...r, intent: 'solution_request' };
      }
      case 'hint':
        return hintReply(ctx, previousHintRequests(ctx) + 1);
      case 'error_help': {
        const r = errorReply(ctx, c.pastedTraceback);
        if (r) return r;
        const concept = /[A-Z][a-z]+Error/.test(message) ? conceptFromHits(ctx, indexFor(ctx), message) : undefined;
        if (concept && concept !== 'no-match') return concept;
        if (ctx.lastRun?.success) return checkReply(ctx);
        return {
          intent: 'error_help',
          hintLevel: null,
          text: '아직 오류 메시지가 보이지 않아요. 코드를 한 번 실행해 보고, 빨간 오류 메시지가 나오면 다시 물어봐 주세요. 아니면 어떤 부분이 예상과 다르게 동작하는지 알려 주시겠어요?',
        };
      }
      case 'check_code':
        return checkReply(ctx);
      case 'greeting':
        return {
          intent: 'greeting',
          hintLevel: null,
          text: resolveJosa(`안녕하세요! 저는 도담의 ${TUTOR_LABELS.offline}예요. 😊${ctx.section ? ` 오늘은 ${sectionName(ctx)}을/를 공부하고 있어요.` : ''}${taskLine(ctx)}\n\n오류 설명, 개념 질문, 문제 힌트를 도와 드릴 수 있어요. 무엇이 궁금한가요?`),
        };
      case 'thanks':
        return { intent: 'thanks', hintLevel: null, text: '천만에요! 😊 잘하고 있어요. 다음으로 궁금한 점이 생기면 언제든 물어봐 주세요. 이어서 무엇을 해 볼까요?' };
      case 'concept':
      case 'unknown':
      case 'off_topic': {
        // A message with no question or programming word needs a strong match in the lessons
        // ('나머지 구하기'); small talk ('오늘 날씨 어때?') goes back to the lesson.
        const concept = c.intent === 'concept' || strongMatch(indexFor(ctx), message, ctx) ? conceptFromHits(ctx, indexFor(ctx), message) : 'no-match';
        if (concept && concept !== 'no-match') return concept;
        if (c.programming || (c.intent === 'concept' && concept !== 'no-match')) {
          return {
            intent: 'unknown',
            hintLevel: null,
            text: `죄송해요, 그 질문은 제가 정확히 답하기 어려워요. 😥 이 과정의 수업에서 찾지 못했어요. 저는 ${sectionName(ctx)}까지 배운 수업 내용, 오류 설명, 문제 힌트를 도와 드릴 수 있어요. 궁금한 개념 이름이나 오류 메시지를 넣어서 다시 물어봐 주시겠어요?`,
          };
        }
        return {
          intent: 'off_topic',
          hintLevel: null,
          text: resolveJosa(`저는 파이썬 공부를 돕는 튜터라서 그 질문에는 답하기 어려워요. 😅 막힌 문제가 있다면 힌트도 드릴게요. 지금 공부하는 ${sectionName(ctx)}에서 궁금한 점이 있나요?`),
        };
      }
    }
  }

  return {
    reply(ctx) {
      const r = reply(ctx);
      return { ...r, text: OFFLINE_PREFIX + r.text };
    },
  };
}


/** Feedback of the basic evaluation (spec: output comparison) for POST /code/evaluate-code-ai. */
export function basicEvaluationFeedback(input: { code: string; output: string; expected: string; isCorrect: boolean }): string {
  if (input.isCorrect) return '출력이 예상 출력과 똑같아요. 👍 다른 입력을 넣어도 맞게 동작할지 한 번 더 생각해 보세요.';
  const explained = looksLikeError(input.output) ? explainPythonError(input.output, { code: input.code }) : null;
  if (explained) {
    const where = explained.line !== undefined ? `${explained.line}번째 줄에서 ` : '';
    return `${where}실행 오류(**${explained.title}**)가 났어요. ${explained.suggestion}`;
  }
  const diff = firstDifference(input.output, input.expected);
  if (!diff) return '출력이 예상 출력과 달라요. 줄바꿈과 띄어쓰기를 확인해 보세요.';
  const want = diff.want ? inlineCode(diff.want) : '(없음)';
  const got = diff.got ? inlineCode(diff.got) : '(없음)';
  return `${diff.line}번째 줄이 달라요. 예상 출력은 ${want}, 내 출력은 ${got}이에요. ${diagnose(diff.got, diff.want, input.output, input.expected)}`;
}

function looksLikeError(text: string): boolean {
  return /Traceback|Error:|Error\b/.test(text);
}
