// All of the offline tutor's Korean reply texts in one table (issue 24, "Shape"): named entries, and
// functions for the ones with inserts. Every offline file takes its words from here; the rules that
// choose between them stay where they are. Josa pairs ('을/를') are resolved by the caller (resolveJosa)
// where the reply is put together. The text-quality test renders them with long, short, Korean and code inserts.
import { TUTOR_LABELS, type ConceptId } from '@dodam/contracts';
import { codeJ } from '../korean.js';

type Kind = 'problem' | 'exercise';
const kindWord = (kind: Kind) => (kind === 'problem' ? '문제' : '실습');

export const TEXTS = {
  /** The hint ladder (replies/hints.ts). */
  hint: {
    noTask: (intro: string) => `${intro}지금 어떤 문제를 풀고 있는지 알려 줄래요? 문제를 고르거나 문제 내용을 보내 주면, 목표를 정리하는 것부터 한 단계씩 같이 해 볼게요.`,
    firstStepInput: '먼저 입력받은 값을 어떤 변수에 저장할지 정해 볼까요? 입력은 몇 번 받아야 할까요?',
    firstStepOutput: '출력해야 하는 첫 줄은 무엇일까요? 그 줄을 출력하는 코드부터 써 볼까요?',
    goal: (intro: string, title: string, goal: string, needs: string, next: string) => `${intro}**1단계: 목표 정리** — ${title}에서 할 일을 다시 정리해 볼게요.\n\n${goal}\n\n${needs ? `${needs} ` : ''}${next}`,
    /** What the task needs, as concept names (offline/task.ts taskConcepts): never a line of the answer. */
    needs: (namesWithParticle: string) => `이 문제는 ${namesWithParticle} 쓰면 풀 수 있어요.`,
    hint: (intro: string, title: string, hint: string) => `${intro}**2단계: 힌트** — ${title}\n\n💡 ${hint}\n\n이 힌트는 코드의 어느 줄에 쓰면 될까요? 한 줄씩 고쳐 보고 실행해 봐요.`,
    beyondTop: '힌트는 여기까지가 마지막 단계예요. 더 알려 주면 정답이 되니까, 이제부터는 직접 채워 볼 차례예요. 💪\n\n',
    lastHint: (intro: string, title: string, hint: string) => `${intro}**3단계: 마지막 힌트** — ${title}\n\n💡 ${hint}\n\n여기서 더 알려 주면 정답이 돼요. 지금까지 쓴 코드를 실행해 보고, 어느 줄에서 막혔는지 알려 줄래요?`,
    skeleton: (intro: string, title: string, blank: string, code: string) =>
      `${intro}**3단계: 뼈대 코드** — ${title}의 빈칸(\`${blank}\`)을 채워 보세요.\n\n${code}\n\n어느 빈칸이 어려운지 알려 주면 그 빈칸에 필요한 개념을 같이 볼게요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?`,
  },

  /** A question about one blank of the skeleton rung (replies/blanks.ts): what goes there, by name and kind, never the code. */
  blank: {
    /** A blank asked about before the ladder has shown the skeleton with blanks: the task's own hint comes first. */
    notShownYet: '빈칸이 있는 뼈대 코드는 힌트를 차례로 본 다음에 보여 줘요. 지금은 이 문제의 힌트부터 같이 볼게요.',
    /** `ordinal`: '첫', '두', '세' … ('첫 번째 빈칸'). */
    reply: (ordinal: string, line: string, kind: string, concepts: string, gist: string, ask: string) =>
      `**${ordinal} 번째 빈칸**은 이 줄에 있어요.\n\n${line}\n\n${[kind, concepts, gist].filter(Boolean).join(' ')}\n\n${ask}`,
    kind: {
      whileCondition: '여기에는 반복을 계속할 **조건**이 들어가요. 조건이 참인 동안 반복하고, 거짓이 되는 순간 멈춰요.',
      ifCondition: (keyword: string) => `여기에는 \`${keyword}\` 아래 줄을 실행할 **조건**이 들어가요. 조건이 참이면 실행하고, 거짓이면 건너뛰어요.`,
      forParts: '앞 빈칸에는 하나씩 꺼낸 값을 담을 **변수 이름**, 뒤 빈칸에는 하나씩 꺼낼 **대상**(리스트, 문자열, `range()` 같은 것)이 들어가요.',
      returned: '여기에는 함수가 **돌려줄 값**이 들어가요.',
      updated: (target: string) => `여기에는 \`${target}\`의 값을 바꿀 때 쓸 **값**이 들어가요.`,
      namedAndAssigned: '앞 빈칸에는 값을 담을 **변수 이름**, 뒤 빈칸에는 그 변수에 넣을 **값을 만드는 식**이 들어가요.',
      assigned: (target: string) => `여기에는 \`${target}\`에 넣을 **값을 만드는 식**이 들어가요.`,
      printed: '여기에는 **출력할 값**이 들어가요. 예시 출력과 글자 하나까지 똑같이 나와야 해요.',
      called: (fn: string) => `여기에는 \`${fn}\`에 넘길 **값**이 들어가요.`,
      wholeLine: '이 줄은 통째로 빈칸이에요. 바로 위아래 줄을 보면 여기서 무엇을 해야 하는지 보여요.',
    },
    concepts: (namesWithParticle: string) => `이 빈칸에는 ${namesWithParticle} 써요.`,
    ask: '예시 입력을 넣었을 때 이 줄에서 어떤 값이 필요할지 직접 계산해 보고, 빈칸에 써서 실행해 볼까요? 무엇이 나왔는지 알려 주면 같이 볼게요.',
  },

  /** Parsons puzzles, the top rung of a practice exercise's ladder (parsons.ts): the rung and the check's verdicts. */
  parsons: {
    /** The rung: intro, the puzzle's fenced block (`python parsons exercise=<id>`, its lines shuffled), the question. */
    /** `blocks`: the block words the solution's lines open with ('`if`·`for`'), '' when no line is indented. */
    rung: (title: string, distractors: number, blocks: string, exerciseId: string, lines: string) =>
      [
        `**3단계: 순서 맞추기** — 「${title}」의 코드 줄을 섞어 두었어요. 그중 ${distractors}줄은 자주 하는 실수로 만든 **필요 없는 줄**이에요.${blocks ? ` 들여쓰기는 그대로 두었으니, 들여쓴 줄은 바로 위의 ${blocks} 같은 줄 안에 들어가요.` : ''}`,
        `\`\`\`python parsons exercise=${exerciseId}\n${lines}\n\`\`\``,
        '필요한 줄만 골라 순서대로 놓아 보세요. 어느 줄이 필요 없는지부터 찾아볼까요?',
      ].join('\n\n'),
    correct: '맞았어요! 🎉 이 순서대로 편집기에 써서 실행해 보세요.',
    /** Another order of the needed lines that prints what the solution prints. */
    reorderedRight: '맞았어요! 🎉 정답과 순서는 조금 달라도 같은 결과가 나와요. 편집기에 써서 실행해 보세요.',
    distractorsUsed: (names: string, note: string) => `필요 없는 줄이 들어 있어요: ${names}. ${note}`,
    outOfOrder: (line: number) => `${line}번째 줄부터 순서가 달라요. 그 줄이 실행될 때 필요한 값이 이미 준비돼 있는지 생각해 보세요.`,
    missing: (lines: number) => `아직 ${lines}줄이 더 필요해요. 남은 줄 중에서 필요 없는 줄을 빼고 골라 보세요.`,
  },

  /** Error replies (replies/errors.ts) and an error named in words (tutor.ts). */
  error: {
    /** The explainer's card: opening, title, the student's line (when known), why, the tip. */
    card: (opening: string, title: string, quoted: string, explanation: string, suggestion: string) => `${opening}**${title}**${quoted}\n\n${explanation}\n\n💡 ${suggestion}`,
    opening: '오류가 났어요. ',
    openingAt: (line: number) => `${line}번째 줄에서 오류가 났어요. `,
    /** The opening when the error was only named in words ('list index out of range 이거 뭐예요'), without a line. */
    namedOpening: '그 오류 메시지는 이런 뜻이에요: ',
    afterCard: '고친 뒤 다시 실행하면 어떻게 되는지 알려 줄래요?',
    namedAskOwnCode: '내 코드에서 이 오류가 난 줄은 어디일까요? 오류 메시지의 line 번호를 보고 그 줄을 같이 볼까요?',
    namedAskForCode: '오류가 난 코드와 오류 메시지 전체(line 번호가 있는 부분까지)를 보내 주면 그 줄을 같이 볼게요. 어느 줄에서 났나요?',
    endless: '실행이 끝나지 않아서 멈췄어요.',
    unknown: (lastLine: string) => `이 오류는 제가 정확히 설명하기 어려워요. 😥 오류 메시지의 마지막 줄 ${lastLine}에 무엇이 잘못됐는지 적혀 있어요. 그 줄이 가리키는 코드 줄을 같이 볼까요? 몇 번째 줄에서 난 오류인가요?`,
    noErrorYet: '아직 오류 메시지가 보이지 않아요. 코드를 한 번 실행해 보고, 빨간 오류 메시지가 나오면 다시 물어봐 주세요. 아니면 어떤 부분이 예상과 다르게 동작하는지 알려 줄래요?',
  },

  /** A mistake found in the student's code (replies/findings.ts). */
  findings: {
    lookAt: (line: number, code: string) => `${line}번째 줄을 볼까요?\n\n${code}`,
    also: (message: string) => `그리고 ${message}`,
    close: '고친 뒤 다시 실행해 봐요. 이 줄을 어떻게 고치면 될까요?',
  },

  /** The student's own code read without a traceback (replies/code.ts). */
  code: {
    inputsGiven: (inputs: string) => ` 입력한 ${inputs} 넣고`,
    branchTrue: (shown: string, line: number, cond: string, given: string) => `${shown} ${line}번째 줄 조건 ${cond} **참**이어서 나왔어요.${given} 이 조건을 직접 계산해 보면 왜 참이 되는지 보일 거예요. 조건이 내가 원하는 경우를 제대로 나타내나요?`,
    conditionAt: (line: number, cond: string) => `${line}번째 줄 ${cond}`,
    /** A print in a try statement's blocks: when that block runs. `shown` comes with 은/는. */
    branchFinally: (shown: string, line: number) =>
      `${shown} ${line}번째 줄 \`finally:\` 블록에서 출력됐어요. \`finally\` 블록은 \`try\` 안에서 오류가 났든 안 났든 **항상** 실행돼요. 오류가 없을 때만 실행하고 싶은 줄이라면 \`try\`의 어느 블록에 있어야 할까요?`,
    branchExcept: (shown: string, line: number, header: string) =>
      `${shown} ${line}번째 줄 ${header} 블록에서 출력됐어요. 이 블록은 \`try\` 안에서 그 오류가 났을 때만 실행돼요. \`try\` 안의 어느 줄에서 오류가 났는지 한 줄씩 따라가 볼까요?`,
    branchTryElse: (shown: string, line: number) =>
      `${shown} ${line}번째 줄 \`else:\` 블록에서 출력됐어요. \`try\` 다음의 \`else\` 블록은 \`try\` 안에서 오류가 **나지 않았을 때만** 실행돼요. 이번 실행에서 \`try\` 안의 줄들은 오류 없이 끝났을까요?`,
    branchElse: (shown: string, line: number, list: string, given: string) =>
      `${shown} ${line}번째 줄 \`else:\` 쪽에서 나왔어요. 그러니까 ${list}의 조건이 모두 **거짓**이었다는 뜻이에요.${given} 조건을 직접 계산해 볼까요? 조건이 내가 원하는 경우를 제대로 나타내나요?`,
    runShows: (last: string) => `실행하면 ${last} 나와요. `,
    tracePrinted: (line: number, print: string, expr: string) => `${line}번째 줄 ${print}에서 출력하는 ${expr} 어떻게 만들어지는지 위에서부터 한 줄씩 따라가 볼까요?`,
    traceLines: '코드를 위에서부터 한 줄씩 따라가며 변수마다 어떤 값이 들어가는지 적어 볼까요?',
    traceClose: (shown: string, where: string) => `${shown}${where} 어느 줄에서 값이 처음으로 생각과 달라지는지 찾으면 고칠 곳이 보여요. 원래 어떤 결과가 나와야 하는지 알려 주면 같이 비교해 볼게요.`,
    noCodeToCheck: '어떤 코드가 안 되는지 아직 보이지 않아요. 편집기에 코드를 쓰고 한 번 실행한 뒤 다시 물어봐 주세요. 오류 메시지가 나왔나요, 아니면 결과가 예상과 달랐나요?',
  },

  /** The student's stated expectation ('55 나와야 되는데 45 나옴', replies/code.ts and expectation.ts). */
  expectation: {
    want: (want: string) => `${want} 나와야 하는군요.`,
    wantNothing: (want: string) => `${want} 나와야 하는데 아무것도 나오지 않았군요.`,
    wantGot: (want: string, got: string) => `${want} 나와야 하는데 ${got} 나왔군요.`,
    /** The named values should be gone ('짝수 다 지워져야 되는데 4가 남아요'): `gotJ` comes with its particle. */
    wantGone: (want: string, gotJ: string) => `${want} 없어져야 하는데 ${gotJ} 남았군요.`,
    lookAt: (said: string, line: number, code: string, message: string) => `${said} ${line}번째 줄을 볼까요?\n\n${code}\n\n${message}`,
    /** After a repair the server verified in the sandbox (repair.ts): the line is the place, the student makes the change. */
    repaired: (message: string, basis: 'said' | 'task' | 'endless') =>
      `${message}\n\n(이 부분 하나만 고쳐서 실행해 보면 ${basis === 'task' ? '예시 출력과 같아져요' : basis === 'endless' ? '실행이 끝나요' : '말한 결과가 나와요'}. 직접 고쳐서 확인해 볼까요?)`,
    printedTarget: (line: number, expr: string) => `${line}번째 줄에서 출력하는 ${expr}`,
    valueTarget: (got: string) => `${got} 만드는 줄에서 값이`,
    someTarget: '그 값을 만드는 줄에서 값이',
    describedGoal: (want: string) => `${want} 나오려면`,
    valueGoal: (want: string) => `${want} 되려면`,
    trace: (said: string, target: string, goal: string) => `${said}\n\n코드를 한 줄씩 따라가면서 변수마다 어떤 값이 들어가는지 적어 볼까요? ${target} ${goal} 무엇이 달라야 할지 생각해 봐요. 어느 줄에서 값이 처음으로 예상과 달라지나요?`,
    /** `cond` and `name` come with their particles (codeJ): '조건 `i < 10`은 `i`가 10이 되는 순간 …'. */
    whileBound: (cond: string, name: string, bound: number) => `조건 ${cond} ${name} ${bound}이/가 되는 순간 거짓이라서, ${bound}일 때는 반복 안으로 들어가지 않아요. 그래서 ${bound}일 때의 계산은 빠져요.`,
    rangeBound: (bound: number) => `${codeJ('range()', '은/는')} 끝 숫자 ${bound}의 **바로 앞까지만** 만들어서 ${bound}은/는 포함되지 않아요.`,
    boundGap: (want: number, got: number, diff: number) => ` 기대한 ${want}과/와 나온 ${got}의 차이 ${diff}이/가 바로 빠진 마지막 반복이에요.`,
    whileFix: '(힌트: `<`와 `<=`의 차이)',
    rangeFix: '(힌트: 끝 숫자는 포함되지 않아요)',
    boundAsk: (why: string, gap: string, bound: number, fix: string) => `${why}${gap} **${bound}까지 포함**하려면 이 줄을 어떻게 바꾸면 될까요? ${fix}`,
  },

  /**
   * The execution trace of the student's own run (trace.ts): their passes in one small table, what it shows,
   * one question pointing at the line. Code words come with their particles (codeJ); `table` is a markdown table.
   */
  trace: {
    manyPasses: (passes: number) => `반복이 ${passes}번 넘게 돌고도 끝나지 않았어요. `,
    endlessFixed: (many: string, nameJ: string, value: string, condJ: string, table: string, nameObj: string) =>
      `${many}실제로 실행하면서 반복이 시작될 때마다 값을 적어 보면 이래요.\n\n${table}\n\n${nameJ} 매번 ${value} 그대로예요. 그래서 조건 ${condJ} 계속 참이고 반복이 끝나지 않아요. while 반복은 조건에 쓰인 변수가 반복 안에서 바뀌어야 끝나요. 반복 안에서 ${nameObj} 바꾸는 줄은 어디에 있어야 할까요?`,
    /** The condition variable never changed although a line changes it: that line never ran (`why`: skipped by continue, or its if). */
    endlessSkipped: (many: string, nameJ: string, value: string, condJ: string, table: string, line: number, codeJ: string, why: string) =>
      `${many}실제로 실행하면서 반복이 시작될 때마다 값을 적어 보면 이래요.\n\n${table}\n\n${nameJ} 매번 ${value} 그대로라서 조건 ${condJ} 계속 참이에요. ${line}번째 줄 ${codeJ} 있지만 한 번도 실행되지 않았다는 뜻이에요. ${why}`,
    skippedByContinue: (line: number, codeLine: number, codeJ: string, name: string, codeT: string) =>
      `${line}번째 줄 \`continue\`는 그 아래 줄을 건너뛰고 바로 반복의 처음(조건 검사)으로 돌아가요. 그래서 \`continue\`가 실행되면 ${codeLine}번째 줄 ${codeJ} 건너뛰어서 ${name} 바뀌지 않아요. ${codeT} \`continue\`보다 먼저 실행되려면 어디에 있어야 할까요?`,
    skippedByIf: (line: number, condJ: string) => `이 줄은 ${line}번째 줄의 조건 ${condJ} 참일 때만 실행돼요. 표의 값에서 이 조건은 참인가요, 거짓인가요?`,
    skippedAsk: (line: number) => `${line}번째 줄까지 실행이 왜 닿지 않는지 반복의 첫 줄부터 따라가 볼까요?`,
    endlessMoving: (many: string, table: string, condJ: string, namesJ: string) =>
      `${many}실제로 실행하면서 반복이 시작될 때마다 값을 적어 보면 이래요.\n\n${table}\n\n값은 바뀌지만 조건 ${condJ} 거짓이 되는 쪽으로 가지 않아요. ${namesJ} 어떻게 바뀌어야 조건이 언젠가 거짓이 될까요?`,
    reset: (line: number, codeJ: string, loopLine: number, nameJ: string, table: string, lastOnly: string, codeT: string) =>
      `${line}번째 줄 ${codeJ} ${loopLine}번째 줄 반복의 **안쪽**에 있어서, 반복할 때마다 ${nameJ} 처음 값으로 돌아가요. 실제로 실행하면서 반복이 시작될 때마다 값을 적어 보면 이래요.\n\n${table}\n\n그래서 반복이 끝나면 마지막 반복에서 만든 값 ${lastOnly}만 남아요. 누적하는 변수는 반복이 시작되기 전에 한 번만 처음 값을 넣어요. ${codeT} 몇 번 실행되어야 할까요?`,
    passes: (passes: number) => `실제로 실행해 보니 반복은 모두 ${passes}번 돌았어요.`,
    passesWanted: (passes: number, want: number) => `실제로 실행해 보니 반복은 ${passes}번 돌았어요. 원한 건 ${want}번이었죠.`,
    gap: (want: number, got: number, diff: number) => ` 기대한 ${want}과/와 나온 ${got}의 차이는 ${diff}이에요/예요.`,
    /** The gap is the value the loop variable had when the loop stopped: that pass never ran. */
    gapIsExit: (want: number, got: number, diff: number, controlJ: string, condJ: string, hint: string) =>
      ` 기대한 ${want}과/와 나온 ${got}의 차이 ${diff}은/는 반복이 끝났을 때 ${controlJ} 가진 값이에요. 조건 ${condJ} ${controlJ} ${diff}이/가 되는 순간 거짓이라서, ${diff}은/는 포함되지 않고 반복이 끝났어요.${hint}`,
    compareHint: ' (힌트: `<`와 `<=`의 차이)',
    lastAdded: (passes: string, control: string, lastValue: string, table: string, name: string, exitJ: string, gap: string, ask: string) =>
      `${passes} 마지막 반복에서 ${control}의 값은 ${lastValue}, 반복이 끝난 뒤 ${name}의 값은 ${exitJ}.\n\n${table}\n\n${gap ? `${gap.trim()} ` : ''}${ask}`,
    askEnd: (line: number, header: string) => `표에서 값이 처음으로 생각과 달라지는 반복은 몇 번째인가요? ${line}번째 줄 ${header}에서 반복이 언제 끝나는지 같이 따라가 봐요.`,
    askLine: (line: number, codeJ: string, name: string) => `표에서 ${name}의 값이 처음으로 생각과 달라지는 반복은 몇 번째인가요? 그 반복에서 ${line}번째 줄 ${codeJ} 어떻게 계산되는지 따라가 봐요.`,
    /** A value the loop should change stayed as it was: the line that changes it never ran. `why` is onlyWhen or ''. */
    neverChanged: (nameJ: string, value: string, table: string, line: number, codeJ: string, why: string, ask: string) =>
      `실제로 실행해 보니 ${nameJ} 반복 내내 ${value} 그대로예요.\n\n${table}\n\n${line}번째 줄 ${codeJ} 한 번도 실행되지 않았다는 뜻이에요. ${why}${ask}`,
    onlyWhen: (line: number, condJ: string) => `이 줄은 ${line}번째 줄의 조건 ${condJ} 참일 때만 실행돼요. `,
    askGuard: (passes: number, condJ: string) => `표의 반복 ${passes}번 각각에서 ${condJ} 참인지 거짓인지 하나씩 따져 볼까요? 원하는 값에서 참이 되려면 비교가 어떻게 되어야 할까요?`,
    askChanger: (line: number) => `${line}번째 줄까지 실행이 왜 닿지 않는지 위에서부터 따라가 볼까요?`,
    countPasses: (line: number, header: string, passes: number, want: number, table: string) =>
      `실제로 실행해 보니 ${line}번째 줄 ${header} 반복은 ${passes}번 돌았어요. 원한 건 ${want}번이었죠.\n\n${table}\n\n표의 마지막 반복 다음에 조건(또는 범위)이 왜 끝났는지 보면, ${want}번 돌게 하려면 이 줄의 어디를 바꿔야 할지 보여요. 어느 값이 달라야 할까요?`,
    printedBy: (text: string, line: number, printJ: string, loopLine: number, passes: number, table: string, exitNote: string) =>
      `출력에서 ${text} 줄은 ${line}번째 줄 ${printJ} 찍었어요. ${loopLine}번째 줄 반복은 ${passes}번 돌았고, 반복이 시작될 때마다 값은 이랬어요.\n\n${table}\n\n${exitNote || '어느 반복에서 값이 처음으로 생각과 달라지나요? 그 반복에서 어느 줄이 실행되는지 따라가 봐요.'}`,
    /** A while loop left when its strict comparison met two equal values: the pass with them never ran. */
    exitEqual: (condJ: string, values: string) =>
      `반복이 끝날 때 ${values}. 그래서 조건 ${condJ} 거짓이 됐어요. 두 값이 **같을 때**는 반복 안으로 들어가지 않아요. 같을 때도 한 번 더 확인해야 할까요? (힌트: \`<\`와 \`<=\`의 차이)`,
  },

  /** How many times something came out, and a wanted text no print can show (output-reading.ts). Code words come with their particles. */
  counting: {
    oneLineTwo: (line: number, firstJ: string, line2: number, secondJ: string) =>
      `${line}번째 줄 ${firstJ} ${line2}번째 줄 ${secondJ} 각각 따로 출력해요. \`print()\`는 출력이 끝나면 **줄을 바꿔요**. 그래서 두 줄로 나와요. 한 줄에 나오게 하려면 두 값을 \`print()\` 하나에 **쉼표**로 같이 쓰거나, 앞 \`print()\`의 \`end\`를 바꾸는 방법이 있어요. 어느 쪽으로 해 볼까요?`,
    oneLineLoop: (line: number, printJ: string, loopLine: number) =>
      `${line}번째 줄 ${printJ} ${loopLine}번째 줄 반복 안에 있어서 반복할 때마다 한 번씩 출력하고, \`print()\`는 출력이 끝날 때마다 **줄을 바꿔요**. 줄을 바꾸지 않고 이어서 출력하려면 \`print()\`의 \`end\`를 어떻게 주면 될까요?`,
    outsideLoop: (line: number, printJ: string, loopLine: number, loop: string, want: number) =>
      `${line}번째 줄 ${printJ} 들여쓰기가 ${loopLine}번째 줄 ${loop}의 안쪽이 아니라서 **반복 밖**에 있어요. 그래서 반복이 다 끝난 뒤에 **한 번만** 실행돼요. ${want}번 나오게 하려면 이 줄이 어디에 있어야 할까요?`,
    insideLoop: (line: number, printJ: string, loopLine: number, loop: string) =>
      `${line}번째 줄 ${printJ} **들여쓰기** 때문에 ${loopLine}번째 줄 ${loop}의 **안쪽**에 있어요. 그래서 반복할 때마다 한 번씩 실행돼요. 반복이 다 끝난 뒤 **한 번만** 나오게 하려면 이 줄의 들여쓰기를 어떻게 바꾸면 될까요?`,
    rangeRuns: (line: number, rangeJ: string, listed: string, count: number, want: number) =>
      `${line}번째 줄의 ${rangeJ} ${listed}을/를 만들어요. 그래서 반복은 **${count}번** 돌아요. ${want}번 돌게 하려면 시작이나 끝 숫자를 어떻게 바꾸면 될까요? (끝 숫자는 포함되지 않아요)`,
    noValues: '아무 값도',
    whileRuns: (nameJ: string, start: number, updateLine: number, update: string, values: string, last: number, condJ: string, passes: number, want: number) =>
      `${nameJ} 처음에 ${start}이고, ${updateLine}번째 줄 ${update}에서 한 번 돌 때마다 바뀌어요: ${values}. ${last}이/가 되면 조건 ${condJ} 거짓이라서 반복이 끝나요. 그래서 반복은 **${passes}번**만 돌아요. ${want}번 돌게 하려면 어느 줄의 숫자를 바꾸면 될까요?`,
    noBranchFor: (wantJ: string, gotJ: string, line: number, branch: string, wantI: string) =>
      `지금 코드에는 ${wantJ} 출력하는 줄이 **없어요**. 그래서 ${gotJ} ${line}번째 줄 ${branch}에 해당하는 출력으로 나왔어요. ${wantI} 나와야 하는 경우를 따로 나누려면 어떤 조건(\`elif\`)이 하나 더 필요할까요?`,
  },

  /** 'Is this right?' against the task's example output (replies/code.ts). */
  check: {
    spacesOnly: '값은 맞는데 **띄어쓰기만** 달라요. `print()`에서 쉼표(,)로 값을 나누면 사이에 공백이 하나 들어가요.',
    linesOnly: '값은 맞는데 **줄바꿈만** 달라요. 한 줄에 출력할 것과 여러 줄에 나눌 것을 확인해 보세요.',
    lineCount: (want: number, got: number) => `출력한 줄 수가 달라요 (예시는 ${want}줄, 내 출력은 ${got}줄).`,
    letterCase: '대문자와 소문자가 달라요.',
    punctuation: '문장부호(쉼표, 마침표, 느낌표 등)가 달라요.',
    value: '**값이** 달라요. 이 값을 계산하는 줄을 따라가며, 변수에 어떤 값이 들어 있는지 하나씩 확인해 보세요.',
    content: '**내용이** 달라요. 이 줄을 출력하는 코드를 찾아 예시와 비교해 보세요.',
    noCode: '아직 코드가 보이지 않아요. 편집기에 코드를 쓰고 한 번 실행해 본 뒤 다시 물어봐 주세요. 첫 줄은 무엇으로 시작하면 좋을까요?',
    blanksLeft: '아직 빈칸(`___`)이 남아 있어요. 빈칸을 모두 채운 뒤 실행해 보세요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?',
    runFails: (text: string) => `실행하면 오류가 나요. ${text}`,
    noRun: '아직 실행 결과가 없어요. 먼저 코드를 실행해 보세요. 실행 결과가 예시 출력과 같은지 직접 비교해 볼까요?',
    lastOutput: (last: string) => ` 마지막 출력: ${last}.`,
    otherInputs: ' 다른 입력으로도 한 번 더 실행해 보면 확실해요.',
    /** 'Is this right?' on code that ran with no mistake found: yes first, then whether the output was the one wanted and one more run (with other inputs when it reads input). */
    looksFine: (shown: string, other: string) =>
      `네, 오류 없이 실행됐고 자주 하는 실수도 보이지 않아요. 잘 짰어요! 👍${shown} 원하던 출력과 같았나요? 같았다면 ${other ? '다른 입력으로도' : '값을 하나 바꿔서'} 한 번 더 실행해 볼까요?`,
    useExampleInputs: (inputs: string) => `예시 입력(${inputs})으로 실행하면 예시 출력과 바로 비교할 수 있어요. 예시 입력으로 한 번 실행해 볼까요?`,
    problemMatches: '예시 입력으로는 예시 출력과 똑같이 나와요! 👍 제출하면 숨겨진 테스트의 다른 입력으로도 채점해요. 다른 값을 넣어도 맞게 나올지 한 번 더 생각해 볼까요?',
    exerciseMatches: '예시 출력과 똑같아요! 잘했어요. 👍 값을 바꿔서도 실행해 보고, 다 됐다면 다음 실습으로 넘어가 볼까요?',
    none: '(없음)',
    differs: (line: number, want: string, got: string, why: string) => `예시 출력과 ${line}번째 줄이 달라요.\n\n- 예시 출력: ${want}\n- 내 출력: ${got}\n\n${why}\n\n어느 줄을 고치면 이 줄이 예시처럼 나올까요?`,
  },

  /** The basic evaluation's feedback (POST /code/evaluate-code-ai, replies/code.ts). */
  evaluation: {
    correct: '출력이 예상 출력과 똑같아요. 👍 다른 입력을 넣어도 맞게 동작할지 한 번 더 생각해 보세요.',
    lineAt: (line: number) => `${line}번째 줄에서 `,
    runError: (where: string, title: string, suggestion: string) => `${where}실행 오류(**${title}**)가 났어요. ${suggestion}`,
    fromLine: (line: number) => `${line}번째 줄부터 `,
    spacingOnly: (where: string) => `값은 모두 맞아요! ${where}**띄어쓰기나 줄바꿈만** 예상 출력과 달라요. 예상 출력과 공백, 줄바꿈을 한 글자씩 맞춰 보세요.`,
    differs: '출력이 예상 출력과 달라요. 마지막 줄까지 하나씩 비교해 보세요.',
    differsAt: (line: number, want: string, got: string, why: string) => `${line}번째 줄부터 달라요. 예상 출력은 ${want}, 내 출력은 ${got}이에요. ${why}`,
  },

  /** Concept and fence replies from the lessons (replies/concepts.ts, concept-scan.ts). */
  concept: {
    questions: [
      '이 예시를 직접 실행해 보기 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?',
      '예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?',
      '이 내용을 지금 풀고 있는 문제에 어떻게 쓸 수 있을지 생각해 볼까요?',
    ],
    taughtAlternative: (sectionId: string, sectionTitle: string, heading: string, excerpt: string, link: string) =>
      `\n\n지금까지 배운 것 중에서는 ${sectionId}섹션 「${sectionTitle}」의 **${heading}** 부분이 도움이 될 거예요.\n\n${excerpt}\n\n📖 ${link}`,
    later: (sentences: string, alternative: string, section: string) => `좋은 질문이에요! ${sentences}${alternative}\n\n지금은 ${section}까지 배운 것으로 해 볼 수 있어요. 지금 배우는 내용에서 궁금한 점이 있나요?`,
    place: (sectionId: string, sectionTitle: string) => `${sectionId}섹션 「${sectionTitle}」`,
    lookHere: (where: string, heading: string) => `지금 배우는 ${where}의 **${heading}** 부분을 볼까요?`,
    lookBack: (where: string, heading: string) => `앞에서 배운 ${where}의 **${heading}** 부분을 다시 볼까요?`,
    taughtLater: (sectionId: string, sectionTitle: string, heading: string, section: string) =>
      `좋은 질문이에요! 그 내용은 ${sectionId}섹션 「${sectionTitle}」의 **${heading}**에서 자세히 배워요.\n\n지금은 ${section}을/를 먼저 익혀 두면 그때 훨씬 쉬워요. 지금 배우는 내용에서 궁금한 점이 있나요?`,
    yes: '네',
    no: '아니요',
    tryIt: '짧은 코드로 직접 실행해서 확인해 볼까요?',
    /** A yes/no question no sentence of the lessons so far decides (replies/concepts.ts). */
    noSentence: '그 질문에 딱 맞는 문장은 지금까지 배운 내용에 없어요. 가장 가까운 내용을 먼저 보고, 직접 실행해서 확인해 봐요.',
    notInCourse: (name: string) => `${name}은/는 이 과정에서 다루지 않아요. 지금까지 배운 것만으로도 풀 수 있어요.`,
    taughtAt: (name: string, place: string) => `${name}은/는 ${place}에서 자세히 배워요.`,
    otherCourse: (course: string, section: string) => `「${course}」 과정의 「${section}」`,
    /** Where another course teaches what was asked (replies/concepts.ts elsewhereReply). */
    taughtElsewhere: (place: string) => `이 내용은 ${place}에서 자세히 배워요.`,
  },

  /** Difference questions (replies/difference.ts). */
  difference: {
    side: (label: string, text: string) => `- **${label}**: ${text}`,
    notExplained: '지금까지 배운 내용에서는 따로 설명하지 않았어요.',
    /** The second side of a difference under the same later concept as the first, which has no sentence of its own. */
    sameLater: (first: string) => `${first}과/와 같은 곳에서 함께 배워요. 두 가지가 어떻게 다른지는 그때 예시로 나란히 비교해 볼 수 있어요.`,
    reply: (lines: string, links: string) => `두 가지를 나눠서 볼게요.\n\n${lines}${links ? `\n\n📖 ${links}` : ''}\n\n둘의 차이를 한 문장으로 말해 본다면 어떻게 말할 수 있을까요?`,
    /** 'A랑 B 같은 거예요?' of two Python words: they are two, and do different jobs. */
    notSame: '아니요, 비슷해 보여도 두 가지가 하는 일은 달라요.',
    /** 'A 대신 B 써도 돼?': whether one may stand for the other depends on what each does. */
    instead: (lines: string, links: string) =>
      `바꿔 써도 되는지는 두 가지가 하는 일이 같은지에 달려 있어요. 하는 일을 나란히 볼게요.\n\n${lines}${links ? `\n\n📖 ${links}` : ''}\n\n지금 하려는 일에는 어느 쪽이 맞을까요? 두 가지를 각각 짧은 코드로 실행해서 결과를 비교해 보세요.`,
  },

  /** Short turns read against the conversation state (replies/short-turns.ts). */
  shortTurn: {
    goingOn: (text: string) => `이어서 볼게요.\n\n${text}`,
    more: '좋아요, 더 볼까요? 😊 방금 내용에서 어느 부분이 헷갈렸는지 알려 주세요. 개념 이름이나 코드 한 줄이면 충분해요.',
    aboutWord: (word: string) => ` \`${word}\`에 대해`,
    aboutConcept: (name: string) => ` ${name}에 대해`,
    yesToQuestion: (about: string, question: string, gist = '') =>
      `좋아요! 😊 그럼${about} 제가 물어본 것부터 같이 해 봐요.${gist ? ` 한 줄로 다시 말하면, ${gist}` : ''}\n\n> ${question}\n\n생각한 답을 한 줄로 보내 주거나, 코드에 써서 실행해 보고 결과를 알려 주세요.`,
    /** '반대는?' after a question about a word: its counterpart in the lessons, then what the lessons say about it (codeJ: '`upper`와', '`lower`예요'). */
    opposite: (ofJ: string, wordJ: string, text: string) => `${ofJ} 짝이 되는 반대쪽은 ${wordJ}.\n\n${text}`,
    /** 'ㅇㅇ' after the tutor pointed at a line of the student's code: that line and what to change once more. */
    findingAgain: (line: number, code: string, message: string) => `좋아요! 😊 고칠 곳만 한 번 더 짚어 볼게요. ${line}번째 줄이에요.\n\n${code}\n\n${message}\n\n고친 뒤 다시 실행해 보고, 결과가 어떻게 나왔는지 알려 줄래요?`,
    /** A yes to the small step offered in a section with no task open: that step, the first exercise's goal. */
    sectionStep: (title: string, needs: string) =>
      `좋아요! 😊 이 섹션의 첫 실습 「${title}」부터 같이 해 봐요.${needs ? ` ${needs}` : ''} 실습을 열고 '힌트'라고 보내 주면 목표부터 한 단계씩 같이 정리해 줄게요. 먼저 실습 설명을 읽고, 출력해야 하는 첫 줄이 무엇인지 알려 줄래요?`,
    yes: (next: string) => `좋아요! 😊 ${next}`,
    no: '알겠어요. 🙂 그럼 어디서 막혔는지 알려 줄래요? 오류 메시지가 났는지, 출력이 예상과 다른지, 아니면 어떻게 시작할지 모르겠는지 — 어느 쪽인가요?',
    /** 'ㄴㄴ' to the tutor's question about a topic: another small step on it (another example). */
    noThenOther: (text: string) => `알겠어요, 그럼 다른 걸로 가볍게 가 볼게요. 🙂\n\n${text}`,
    praise: '잘했어요! 🎉 스스로 해낸 거예요.',
    doneOnTask: (praise: string, kind: Kind) => `${praise} 예시 입력 말고 다른 값으로도 한 번 더 실행해 보고, 그래도 맞으면 다음 ${kindWord(kind)}에 도전해 볼까요?`,
    done: (praise: string, next: string) => `${praise} ${next}`,
    example: '예시로 한 번 더 볼게요.',
    /** Another lesson example of the topic; `what` is '`append`를 쓰는' or '리스트의'. */
    anotherExample: (what: string, code: string, link: string) =>
      `예시로 하나 더 볼게요. ${what} 다른 예시예요.\n\n${code}\n\n📖 ${link}\n\n실행하기 전에 어떤 결과가 나올지 먼저 예상해 보고, 직접 실행해서 맞는지 확인해 볼까요?`,
    why: '왜 그런지 한 단계씩 볼게요.',
    confused: '괜찮아요, 더 쉽게 다시 볼게요. 🙂',
    withOpening: (opening: string, text: string) => `${opening}\n\n${text}`,
    withGist: (opening: string, gist: string, text: string) => `${opening}${gist ? ` 한 줄로 말하면, ${gist}` : ''}\n\n${text}`,
    comfort: '괜찮아요, 막히는 건 누구나 겪어요. 같이 하나씩 볼까요? 🙂',
    comfortAndNext: (comfort: string, next: string) => `${comfort} ${next}`,
    /** 'ㅇㅇ' after an error card: the tip of that error once more, short. */
    tipAgain: (tip: string) => `좋아요! 😊 고칠 곳만 한 번 더 짚어 볼게요.\n\n💡 ${tip}\n\n고친 뒤 다시 실행해 보고, 결과가 어떻게 나왔는지 알려 줄래요?`,
    /** A value alone ('1', '5개') after the tutor asked something; `valueJ` comes with its particle (codeJ: '`1`을'). */
    answerToQuestion: (valueJ: string, about: string, question: string) =>
      `답으로 ${valueJ} 보내 줬군요! 😊 제가${about} 물어본 것은 이거였어요.\n\n> ${question}\n\n생각한 대로 코드에 써서 직접 실행해 보면 맞는지 바로 확인할 수 있어요. 결과가 생각과 같았는지 알려 줄래요?`,
    valueAlone: (valueJ: string, next: string) => `${valueJ} 어떤 값인가요? 실행 결과인지, 예상한 값인지, 문제의 입력인지 알려 주면 같이 볼게요. 🙂 ${next}`,
    laughToQuestion: (about: string, question: string, gist = '') =>
      `ㅎㅎ 😄 그럼${about} 아까 물어본 것부터 이어서 해 볼까요?${gist ? ` 한 줄로 다시 말하면, ${gist}` : ''}\n\n> ${question}\n\n생각한 답을 한 줄로 보내 줘도 좋아요.`,
    laugh: (next: string) => `ㅎㅎ 😄 즐겁게 공부하니 좋아요! ${next}`,
    askWhat: (opening: string, next: string) => `${opening} 어떤 부분이 막혔는지 개념 이름이나 코드 한 줄만 보내 주면, 그 부분을 쉽게 다시 설명해 줄게요. ${next}`,
  },

  /**
   * A turn that answers the tutor's question about the lesson example it showed (replies/example-question.ts); inserts come
   * with their particles (codeJ: '`N`이', '`print(word[-1])`은').
   */
  exampleQuestion: {
    right: (valueJ: string, code: string, output: string) =>
      `맞아요! 🎉 예상한 대로 ${valueJ} 나와요.\n\n${code}\n\n${output}\n\n이번에는 예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?`,
    rightPart: (valueJ: string, code: string, output: string) =>
      `맞아요! 🎉 ${valueJ} 나와요. 예시 전체를 실행하면 이렇게 나와요.\n\n${code}\n\n${output}\n\n다르게 나온 줄이 있으면 그 줄을 알려 주세요. 나머지 줄도 예상과 같았나요?`,
    off: (code: string, output: string, madeBy: string, valueJ: string, near: boolean) =>
      `아쉽지만 조금 달라요. 🙂 예시를 실행하면 이렇게 나와요.\n\n${code}\n\n${output}\n\n${madeBy ? `${madeBy.trim()} ` : ''}${near ? `예상한 ${valueJ} 어디가 다른지, 그 줄을 만든 코드를 한 번 더 천천히 읽어 볼까요?` : `예상한 ${valueJ} 출력을 나란히 놓고, 어느 줄에서 달라졌는지 찾아볼까요?`}`,
    /** The output line nearest the value, when no print line can be named for it. */
    nearestOutput: (outJ: string) => `예상과 가장 가까운 줄은 ${outJ}. `,
    madeBy: (lineJ: string, outJ: string) => `${lineJ} ${outJ} 출력해요. `,
    firstLine: (code: string, lineJ: string) =>
      `좋아요! 😊 한 줄씩 해 봐요. 생각한 값을 한 줄로 보내 주면 돼요.\n\n${code}\n\n먼저 ${lineJ} 무엇을 출력할까요?`,
    smallerStep: (code: string, firstJ: string, outJ: string, secondJ: string, gist = '') =>
      `괜찮아요, 한 줄만 먼저 볼게요. 🙂${gist ? ` 한 줄로 말하면, ${gist}` : ''}\n\n${code}\n\n첫 줄 ${firstJ} ${outJ} 출력해요. 그럼 다음 줄 ${secondJ} 무엇을 출력할까요?`,
    /** `madeBy` is '`print(len("python"))`은 `6`을 출력해요. ' or ''; `atJ` is '`print(len("python"))`에서'. */
    changeOne: (code: string, atJ: string, madeBy: string, comfort = false, gist = '') =>
      `${comfort ? '괜찮아요, 한 줄만 먼저 볼게요. 🙂' : '좋아요! 😊 한 줄만 골라서 해 봐요.'}${gist ? ` 한 줄로 말하면, ${gist}` : ''}\n\n${code}\n\n${madeBy ? `${madeBy.trim()} 이 줄에서` : atJ} 값 하나를 바꾸면 무엇이 나올지 먼저 예상해 보고, 직접 실행해서 확인해 볼까요?`,
    outputFirst: (code: string, output: string, gist = '') =>
      `괜찮아요, 실행 결과부터 같이 볼게요. 🙂${gist ? ` 한 줄로 말하면, ${gist}` : ''}\n\n${code}\n\n${output}\n\n출력된 줄마다 예시의 어느 \`print\`가 만들었는지 짝지어 볼까요?`,
  },

  /** Small talk, the next small step and the section sentences (replies/small-talk.ts). */
  smallTalk: {
    onTask: (kind: Kind, title: string) => (kind === 'problem' ? ` 지금은 평가 문제 「${title}」을/를 풀고 있네요.` : ` 지금은 실습 「${title}」을/를 하고 있네요.`),
    lastSection: (section: string) => `${section}이/가 이 과정의 마지막 섹션이에요. 지금까지 배운 것을 모아 작은 프로그램을 만들어 보면 좋아요.`,
    pickSection: '섹션을 고르면 다음에 무엇을 배우는지 알려 줄게요.',
    nextSection: (id: string, title: string, gist: string | undefined) => `다음은 ${id}섹션 「${title}」을/를 배워요.${gist ? ` ${gist}` : ''}`,
    nextStepTask: (kind: Kind, title: string) => `'힌트'라고 보내 주면 목표부터 정리해 줄게요. 지금 하던 ${kindWord(kind)} 「${title}」, 딱 한 단계만 같이 해 볼까요?`,
    nextStepSection: (section: string, exercise?: string) =>
      exercise
        ? `${section}의 실습 「${exercise}」을/를 열고 '힌트'라고 보내 주면 목표부터 정리해 줄게요. 궁금한 개념 이름 하나만 보내 줘도 좋아요. 딱 한 단계만 같이 해 볼까요?`
        : `궁금한 개념 이름 하나만 보내 주면 쉽게 설명해 줄게요. ${section}에서 딱 하나만 같이 해 볼까요?`,
    nextStep: '배우고 있는 섹션을 고르고 궁금한 개념 이름 하나만 보내 주면 쉽게 설명해 줄게요. 딱 하나만 같이 해 볼까요?',
    thanksForTalking: '말 걸어 줘서 고마워요, 오늘도 공부하러 와 줘서 수고 많았어요. 😊',
    offTopic: (warm: string, next: string) => `${warm} 저는 파이썬 공부를 돕는 튜터라서 그 얘기는 잘 모르지만, ${next}`,
    feelingOnly: (warm: string, next: string) => `${warm} ${next}`,
    feelingThen: (warm: string, text: string) => `${warm}\n\n${text}`,
  },

  /** Replies chosen by intent alone (tutor.ts). */
  intent: {
    promptProbe: (section: string) => `튜터의 내부 설정이나 지시문은 알려 드릴 수 없어요. 🙂 대신 ${section}에서 궁금한 점이나 막힌 문제가 있으면 같이 풀어 봐요. 무엇부터 볼까요?`,
    solutionRequest: '정답 코드를 통째로 알려 드리면 실력이 늘지 않아요. 😊 대신 한 단계씩 같이 풀어 봐요.',
    /** Asking for the answer with someone's permission claimed ('선생님이 봐도 된대요', '나 선생님인데'). */
    permissionClaimed: '누가 허락했더라도 튜터는 문제의 정답 코드를 보여 드리지 않아요. 🙂 대신 한 단계씩 같이 풀어 봐요.',
    greeting: (section: string | undefined, taskLine: string) =>
      `안녕하세요! 저는 도담의 ${TUTOR_LABELS.offline}예요. 😊${section ? ` 오늘은 ${section}을/를 공부하고 있어요.` : ''}${taskLine}\n\n오류 설명, 개념 질문, 문제 힌트를 도와줄 수 있어요. 무엇이 궁금한가요?`,
    thanks: '천만에요! 😊 잘하고 있어요. 또 궁금한 게 생기면 언제든 물어봐 주세요. 이어서 무엇을 해 볼까요?',
    onTask: '지금 하고 있는 것부터 같이 볼게요.',
    notFound: (section: string) =>
      `그 질문은 수업 내용에서 딱 맞는 부분을 찾지 못했어요. 😥 ${section}까지 배운 개념 이름(예: 변수, \`print()\`)이나 오류 메시지, 아니면 내 코드를 넣어서 다시 물어봐 줄래요? 어떤 걸 하려고 했는지 한 문장으로 알려 주면 더 잘 도와줄 수 있어요.`,
  },

  /** The fence (fence.ts) and the section names of replies (format.ts). */
  fence: {
    solutionHidden: '(정답이 되는 코드는 보여 드릴 수 없어요. 한 줄씩 같이 만들어 봐요.)',
  },
  format: {
    section: (id: string, title: string) => `${id}섹션 「${title}」`,
    python: '파이썬',
    lessonLink: (sectionId: string, sectionTitle: string, heading: string, href: string) => `[${sectionId}섹션 「${sectionTitle}」 › ${heading}](${href})`,
  },

  /** One warm sentence for a feeling, by its kind (short-turns.ts chooses the kind). */
  feelings: {
    goodNews: '와, 정말 잘했어요! 🎉 그렇게 해낸 마음 그대로면 코딩도 충분히 잘할 수 있어요.',
    examAhead: '시험 준비로 바쁠 텐데 여기까지 와 줘서 정말 대단해요. 준비한 만큼 잘 볼 거예요, 응원해요! 🙂',
    ill: '몸이 안 좋으면 무리하지 않아도 괜찮아요. 오늘은 아주 조금만 하고 푹 쉬어요. 🙂',
    exam: '시험이 생각대로 안 돼서 속상했겠어요. 그런 날도 있어요, 정말 수고 많았어요. 🫂',
    tired: '많이 피곤하군요. 오늘도 여기까지 온 것만으로 잘하고 있는 거예요. 🙂',
    nervous: '떨리는 건 그만큼 잘하고 싶다는 마음이에요. 준비한 만큼 충분히 할 수 있어요, 응원해요! 🙂',
    restless: '쉬고 싶은 마음 충분히 이해해요. 😄 오늘도 공부하러 와 준 것만으로 잘하고 있는 거예요.',
    hungry: '배고프면 집중하기 힘들죠, 그 마음 충분히 이해해요. 😄 짧게 하나만 끝내고 맛있는 거 먹으러 가요.',
    bored: '지루한 마음 충분히 이해해요. 😄 그럴 땐 값을 직접 바꿔 보고 실행해 보는 게 제일 재밌어요.',
    annoyed: '짜증 날 만큼 열심히 하고 있다는 뜻이에요. 괜찮아요, 숨 한 번 돌리고 천천히 다시 봐요. 🙂',
    hardDay: '오늘 많이 힘들었군요. 그래도 이렇게 와 준 것만으로 정말 수고 많았어요. 🙂',
    unwilling: '공부하기 싫은 날도 있죠. 그 마음 충분히 이해해요. 🙂',
    discouraged: '어렵게 느껴지는 건 누구나 겪는 일이고, 제대로 배우고 있다는 뜻이에요. 천천히 해도 괜찮아요. 🙂',
    other: '이야기해 줘서 고마워요. 그런 마음이 드는 날도 있어요, 괜찮아요. 🙂',
    atTutor: '제 설명이 도움이 안 돼서 답답했군요, 미안해요. 🙏 다른 방법으로 다시 설명해 볼게요.',
    enjoy: '재미있어졌다니 정말 기뻐요! 😄 그 마음이면 실력도 금방 늘어요.',
    celebrate: '정말 축하해요! 🎉 좋은 날에도 공부하러 와 주다니 대단해요.',
  },

  /** Examples asked for (replies/examples.ts): one labelled code block each, then where they come from. */
  examples: {
    block: (label: string, code: string, output?: string) => `**${label}**\n\n${code}${output ? `\n\n실행하면 이렇게 나와요.\n\n${output}` : ''}`,
    reply: (blocks: string, links: string) => `수업에 나온 예시로 볼게요.\n\n${blocks}\n\n📖 ${links}\n\n예시에서 값을 하나 바꿔 직접 실행해 보면 결과가 어떻게 달라질까요?`,
  },

  /** General questions about learning (casual.ts holds their patterns); {next} is the next section's sentence. */
  casual: {
    'next-section': '{next} 지금 섹션을 끝까지 해 두면 다음 내용이 훨씬 쉬워요. 지금 섹션에서 남은 실습부터 하나 해 볼까요?',
    'what-is-python':
      '파이썬은 컴퓨터에게 할 일을 알려 주는 **프로그래밍 언어**예요. 문장이 영어와 비슷하고 짧아서 처음 배우기 좋고, 데이터 분석이나 인공지능, 게임, 웹까지 많은 곳에 쓰여요. 지금 배우는 섹션의 예시를 하나 직접 실행해 볼까요?',
    'can-make':
      '네, 만들 수 있어요! 파이썬으로 간단한 게임, 챗봇, 데이터 분석, 인공지능 프로그램까지 만들어요. 그런 프로그램도 결국 지금 배우는 변수, 출력, 조건, 반복을 조합해서 만들어요. 오늘 배운 것으로 작은 것부터 하나 만들어 볼까요?',
    'get-better':
      '매일 조금씩 **직접 코드를 쓰고 실행해 보는 것**이 가장 좋아요. 예시를 눈으로만 보지 말고 값을 바꿔 실행해 보고, 틀린 코드의 오류 메시지를 읽어 보는 연습도 큰 도움이 돼요. 오늘은 실습 하나를 직접 써 보는 것부터 해 볼까요?',
    'read-errors':
      '오류 메시지의 **마지막 줄**에 오류의 종류와 이유가 적혀 있고, 그 위의 `line 3`처럼 **줄 번호**가 문제가 난 곳을 알려 줘요. 그 줄과 바로 윗줄을 먼저 살펴보세요. 오류가 나면 코드를 실행한 채로 저에게 물어봐 주면 같이 읽어 볼게요. 지금 오류가 난 코드가 있나요?',
    'is-it-hard':
      '처음에는 누구나 어렵게 느껴요. 그래도 파이썬은 처음 배우기 가장 쉬운 언어 중 하나이고, 한 섹션씩 직접 실행해 보면 금방 익숙해져요. 천천히 같이 해 봐요. 지금 섹션의 예시 하나부터 해 볼까요?',
    'why-learn':
      '그런 생각이 드는 것도 충분히 이해해요. 코딩을 배우면 반복되는 일을 컴퓨터에게 맡기고, 생각을 순서대로 정리하는 힘이 길러져요. 데이터, 과학, 게임, 인공지능 어디에서나 쓰여요. 지금 배우는 내용으로 만들 수 있는 작은 프로그램을 하나 같이 떠올려 볼까요?',
    'self-study':
      '네, 혼자서도 충분히 할 수 있어요! 도담은 한 섹션씩 설명, 예시, 실습 순서로 되어 있어서 차례대로 따라오면 돼요. 막히면 언제든 저에게 물어보면 되니까 혼자가 아니에요. 지금 섹션의 실습 하나부터 같이 해 볼까요?',
    'how-long':
      '사람마다 달라요. 하루에 조금씩이라도 꾸준히 하면 몇 주 만에 변수, 조건, 반복으로 작은 프로그램을 만들 수 있어요. 빨리 가는 것보다 한 섹션씩 직접 실행해 보며 가는 게 더 중요해요. 오늘은 지금 섹션의 실습 하나만 해 볼까요?',
    memorize:
      '아니요, 다 외우지 않아도 괜찮아요. 자주 쓰다 보면 저절로 손에 익고, 잊어버린 건 예시를 다시 찾아보면 돼요. 개발자들도 매일 찾아보면서 코딩해요. 지금 배운 것으로 코드 한 줄을 직접 써 볼까요?',
    'math-english':
      '걱정하지 않아도 괜찮아요. 파이썬 기초에는 더하기, 나누기 정도의 계산과 몇 개의 영어 단어(print, if 같은)만 나와요. 쓰다 보면 금방 익숙해져요. 지금 섹션의 예시 하나를 같이 실행해 볼까요?',
    'what-for':
      '충분히 궁금할 만한 질문이에요. 파이썬으로는 데이터 분석, 인공지능, 게임, 웹 서비스, 반복되는 일을 자동으로 처리하는 프로그램까지 정말 많은 것을 만들 수 있어요. 모두 지금 배우는 변수, 조건, 반복을 조합해서 만들어요. 오늘 배운 것으로 만들 수 있는 작은 프로그램을 하나 같이 떠올려 볼까요?',
    career:
      '멋진 꿈이에요! 개발자도 처음에는 지금처럼 변수, 조건, 반복부터 배웠어요. 매일 조금씩 **직접 코드를 쓰고 실행해 보는 것**, 그리고 작은 프로그램을 끝까지 만들어 보는 경험이 가장 중요해요. 지금 섹션의 실습 하나를 끝까지 해 볼까요?',
    'who-are-you':
      '저는 도담에서 파이썬 공부를 돕는 튜터예요. 사람 선생님은 아니지만, 오류 메시지를 같이 읽고, 개념을 쉽게 설명하고, 문제를 한 단계씩 힌트로 도와줄 수 있어요. 지금 궁금한 개념이나 막힌 문제가 있나요?',
    'use-ai':
      '써도 괜찮아요. 다만 답을 그대로 받아 쓰면 내 실력이 늘지 않아요. 모르는 개념을 물어보거나 오류 메시지를 같이 읽는 데 쓰고, 코드는 **직접** 써서 실행해 보는 게 가장 빨리 느는 방법이에요. 저도 그렇게 한 단계씩 도와줄게요. 지금 섹션의 실습 하나를 직접 써 볼까요?',
    'exam-content':
      '시험에 무엇이 나올지는 선생님이 정하셔서 저는 알 수 없어요. 🙂 그래도 지금 섹션의 실습과 문제를 직접 풀어 보면 어떤 문제가 나와도 큰 도움이 돼요. 지금 섹션의 실습 하나를 같이 해 볼까요?',
    joke: '좋아요, 하나 해 볼게요. 🙂 프로그래머가 가장 무서워하는 벌레는? 바로 **버그(bug)**예요! 🐛 그래도 버그는 잡을수록 실력이 늘어요. 지금 섹션의 실습 하나에서 같이 버그를 잡아 볼까요?',
    affection: '고마워요, 그렇게 말해 주니 저도 정말 힘이 나요! 😊 그 마음 그대로 오늘도 한 걸음만 더 가 봐요. 지금 섹션의 실습 하나를 같이 해 볼까요?',
    'who-sees':
      '네, 이 반 선생님은 학습 기록과 튜터와 나눈 대화를 볼 수 있어요(채팅 화면에도 안내되어 있어요). 모르는 걸 묻는 건 열심히 공부한다는 뜻이니까 편하게 물어봐도 괜찮아요. 🙂 지금 궁금한 개념이 있나요?',
    jobs:
      '코딩은 개발자, 데이터 분석가, 인공지능 연구자처럼 많은 직업에서 쓰이고, 다른 일을 하더라도 반복되는 일을 자동으로 처리하는 힘이 큰 도움이 돼요. 어떤 길이든 지금 배우는 변수, 조건, 반복이 첫걸음이에요. 지금 섹션의 실습 하나를 끝까지 해 볼까요?',
    'python-history':
      '파이썬은 1991년에 네덜란드의 프로그래머 귀도 반 로섬이 처음 발표한 프로그래밍 언어예요. 이름은 뱀이 아니라 그가 좋아하던 영국 코미디 프로그램 「몬티 파이썬」에서 따왔대요. 🐍 지금 배우는 섹션의 예시 하나를 직접 실행해 볼까요?',
    'other-languages':
      '언어마다 쓰는 모양은 조금 달라도 변수, 조건, 반복 같은 생각하는 방법은 같아요. 파이썬은 문장이 짧고 읽기 쉬워서 처음 배우기 좋고, 여기서 익힌 생각은 다른 언어로도 그대로 이어져요. 지금 섹션의 예시 하나부터 해 볼까요?',
  },
  /**
   * The code reader's findings (code-reading.ts): bugs that run without an error. Code inserts come in backticks
   * and names with their particle already (codeJ); numbers are line numbers.
   */
  reading: {
    /** Two strings or two lists compared: how Python compares them (`kind`). */
    compared: (line: number, expr: string, aJ: string, a: string, bJ: string, bIs: string, kind: 'text' | 'list') =>
      `${line}번째 줄 ${expr}에서 ${aJ} ${a}, ${bJ} ${bIs}. ${
        kind === 'text'
          ? '둘 다 따옴표로 감싼 **문자열**이라서 숫자의 크기가 아니라 **첫 글자부터 한 글자씩** 비교해요. 첫 글자끼리 먼저 비교하면 어느 쪽이 클까요? 숫자로 비교하려면 값을 어떻게 바꿔야 할까요?'
          : '리스트끼리 비교하면 **같은 자리의 항목끼리 앞에서부터 차례로** 비교해요. 그래서 들어 있는 항목이 같아도 순서가 다르면 같지 않아요. 첫 자리의 항목끼리 비교하면 어떻게 되나요?'
      }`,
    alwaysTrue: (head: string) => `${head}는 조건이 항상 참이라서, 반복 안에 멈추는 줄(\`break\`)이 없으면 영원히 돌아요.`,
    updateOutside: (line: number, code: string, nameJ: string, headLine: number, head: string) =>
      `${line}번째 줄 ${code}의 들여쓰기가 안 돼서 반복 밖에 있어요. 그래서 반복하는 동안 ${nameJ} 바뀌지 않고, ${headLine}번째 줄 ${head}의 조건이 계속 참이라 끝나지 않아요.`,
    /** `way`: how the name must change for the condition to become false ('down' for `n > 0`, 'up' for `i < 10`). */
    neverUpdated: (line: number, head: string, nameJ: string, name: string, way: 'down' | 'up' | 'any') =>
      `${line}번째 줄 ${head}의 조건에 쓰인 ${nameJ} 반복 안에서 한 번도 바뀌지 않아요. 그래서 조건이 계속 참이고, 반복이 끝나지 않아요(무한 루프). ${
        way === 'down'
          ? `조건이 언젠가 거짓이 되려면 반복할 때마다 \`${name}\`의 값이 **줄어들어야**(예: 1씩 빼기) 해요.`
          : way === 'up'
            ? `조건이 언젠가 거짓이 되려면 반복할 때마다 \`${name}\`의 값이 **커져야**(예: 1씩 더하기) 해요.`
            : `반복할 때마다 ${nameJ} 조건을 거짓으로 만드는 쪽으로 바뀌어야 해요.`
      } 반복 안에 어떤 줄을 넣으면 될까요?`,
    compareStatement: (line: number, code: string, leftJ: string) =>
      `${line}번째 줄 ${code}에서는 같은지 **비교만** 하고 결과를 버려요. ${leftJ} 그대로예요. 값은 바뀌지 않아요. 값을 넣으려면 \`=\` 하나를 써요.`,
    assignInCondition: (line: number, code: string) => `${line}번째 줄 ${code}의 조건에 \`=\`가 하나만 있어요. \`=\`는 값을 넣는 기호이고, 같은지 비교할 때는 \`==\`를 써요.`,
    inputString: (line: number, code: string, nameJ: string) =>
      `${line}번째 줄 ${code}에서 ${nameJ} \`input()\`으로 받은 **문자열**이에요. 문자열에 \`+\`를 하면 더해지지 않고 이어 붙고(\`'3' + '5'\` → \`'35'\`), \`*\`를 하면 글자가 반복돼요. 숫자로 계산하려면 먼저 \`int()\`로 바꿔야 해요.`,
    noReturn: (name: string, line: number, code: string) =>
      `함수 \`${name}\`에는 \`return\`이 없어요. ${line}번째 줄 ${code}에서 계산한 값은 함수가 끝나면 사라지고, \`${name}(...)\`의 결과는 \`None\`이 돼요. 계산한 값을 돌려주려면 \`return\`을 써요.`,
    printOnly: (nameJ: string, line: number, code: string, name: string) =>
      `함수 ${nameJ} ${line}번째 줄 ${code}로 화면에 **출력만** 하고 값을 돌려주지 않아요. 그래서 \`${name}(...)\`의 결과를 변수에 넣거나 \`print()\`하면 \`None\`이 돼요. 값을 돌려주려면 \`return\`을 써요.`,
    rangeShort: (line: number, code: string) => `${line}번째 줄 ${code} 때문에 예시 출력보다 한 번 **덜** 반복해요. \`range(시작, 끝)\`은 끝 숫자 **바로 앞**까지만 만들어요. 끝 숫자를 어떻게 바꾸면 될까요?`,
    rangeLong: (line: number, code: string) => `${line}번째 줄 ${code} 때문에 예시 출력보다 한 번 **더** 반복해요. \`range()\`가 어디서 시작하고 어디 바로 앞에서 멈추는지 확인해 보세요.`,
    unusedInput: (line: number, nameJ: string) => `${line}번째 줄에서 입력받은 ${nameJ} 그 뒤에서 한 번도 쓰지 않아요. 입력받은 값을 계산이나 출력에 써야 결과에 반영돼요.`,
    unsortedSearch: (line: number, list: string) =>
      `${line}번째 줄의 리스트(${list})는 **정렬되어 있지 않아요**. 이진 탐색은 가운데 값과 비교해서 절반을 버리는데, 그건 리스트가 작은 값부터 큰 값 순서로 있을 때만 맞아요. 지금 리스트에서 가운데 값보다 작은 값이 꼭 왼쪽에 있을까요? 찾기 전에 리스트를 어떻게 해 두어야 할까요?`,
    quotedVariable: (line: number, code: string, name: string) => `${line}번째 줄 ${code}처럼 변수 이름을 따옴표로 감싸면 변수의 값이 아니라 글자 '${name}'가 그대로 출력돼요.`,
    noneAssign: (line: number, code: string, method: string, targetJ: string, list: string) =>
      `${line}번째 줄 ${code}에서 \`${method}()\`은 리스트를 그 자리에서 바꾸고 **None**을 돌려줘요. 그래서 ${targetJ} None이 돼요. \`${list}.${method}(...)\`만 한 줄에 쓰면 돼요.`,
    neverRuns: (line: number, head: string, nameJ: string, init: string, condJ: string, equals: boolean) =>
      `${line}번째 줄 ${head}의 조건이 **처음부터 거짓**이에요. ${nameJ} 처음 값이 \`${init}\`인데 ${condJ} 성립하지 않아서, 반복 안으로 한 번도 들어가지 않아요. \`while\`은 조건이 **참인 동안** 반복해요. ${equals ? '‘같지 않은 동안’ 반복하려면 `==`와 `!=` 중 무엇을 써야 할까요?' : '조건의 부등호 방향을 확인해 보세요.'}`,
    returnOnlyInIf: (nameJ: string, line: number, code: string) =>
      `함수 ${nameJ} ${line}번째 줄 ${code}의 조건이 **참일 때만** \`return\`을 만나요. 조건이 거짓이면 \`return\` 없이 함수가 끝나서 결과가 \`None\`이 돼요. 조건이 거짓일 때는 무엇을 돌려줘야 할까요? (\`else\`, 또는 함수 마지막 줄의 \`return\`)`,
    /**
     * No repair or known mistake explains the difference: where the printed value is made. `exprJ` is the printed
     * expression with its particle, `nameJ` the variable with '은/는', `code` that line in backticks.
     */
    computedAt: (printLine: number, exprJ: string, nameJ: string, line: number, code: string, inLoop: boolean, guard = '') =>
      `${printLine}번째 줄에서 출력하는 ${exprJ} 결국 ${line}번째 줄 ${code}에서 만들어져요.${inLoop ? ' 이 줄은 반복 안에 있어서 반복할 때마다 다시 실행돼요.' : ''}${guard ? ` ${guard}` : ''} 이 줄이 실행될 때마다 ${nameJ} 어떤 값이 되는지 차례로 적어 볼까요?`,
    /** What decides whether the line that makes the value runs (replies/code.ts guardOf); `cond` in backticks. */
    onlyWhen: (cond: string) => `그런데 이 줄은 ${cond} 조건이 **참일 때만** 실행돼요. 그 조건이 언제 참이 되는지도 같이 확인해 봐요.`,
    onlyElse: '그런데 이 줄은 `else` 아래라서 위의 조건이 모두 **거짓일 때만** 실행돼요.',
    notInside: (cond: string) => `그런데 이 줄은 바로 위 ${cond}의 **안쪽이 아니에요**(들여쓰기가 같아요). 그래서 조건과 상관없이 매번 실행돼요.`,
    /** The printed value is what the student's own function returns: `f` plain, `code` in backticks. */
    returnedBy: (printLine: number, exprJ: string, f: string, line: number, returnJ: string) =>
      `${printLine}번째 줄에서 출력하는 ${exprJ} 함수 \`${f}\`의 ${line}번째 줄 ${returnJ} 돌려준 값이에요.`,
    /** After returnedBy: the line of the function that makes what it returns. */
    returnMadeAt: (exprJ: string, nameJ: string, line: number, code: string, inLoop: boolean, guard = '') =>
      `${exprJ} ${line}번째 줄 ${code}에서 만들어져요.${inLoop ? ' 이 줄은 반복 안에 있어서 반복할 때마다 다시 실행돼요.' : ''}${guard ? ` ${guard}` : ''} 이 줄이 실행될 때마다 ${nameJ} 어떤 값이 되는지 차례로 적어 볼까요?`,
    returnAsk: (exprJ: string) => `함수에 넣은 값으로 ${exprJ} 무엇이 되는지 직접 계산해 볼까요?`,
    /** The printed expression computes on the print line itself; `known` lists the names' values, `expr` in backticks. */
    computedHere: (printLine: number, exprJ: string, known: string, exprJ2: string) =>
      `${printLine}번째 줄에서 출력하는 ${exprJ} 바로 이 줄에서 계산돼요.${known} 이 값들로 ${exprJ2} 직접 계산해 볼까요?`,
    valuesNow: (list: string) => ` 지금 ${list}예요.`,
    /** `exprJ` is `name[i]` with its particle; `nth` the ordinal of index i ('세 번째'). */
    indexReading: (printLine: number, exprJ: string, i: number, nth: string) =>
      `${printLine}번째 줄에서 출력하는 ${exprJ} 인덱스 ${i}의 항목, 곧 앞에서 **${nth}** 항목이에요. 인덱스는 **0부터 세는** 번호라서 \`[0]\`이 첫 번째예요. 원하는 항목은 인덱스 몇 번일까요?`,
    /** A printed loop variable of `range(a, b, c)` with numbers: the values it takes, on the student's own numbers. */
    rangeValues: (line: number, rangeJ: string, start: number, step: number, stop: number, nameJ: string, values: string, next: number) =>
      `${line}번째 줄의 ${rangeJ} ${start}에서 시작해서 ${step < 0 ? `${-step}씩 작아지다가` : `${step}씩 커지다가`} ${stop}에 닿기 **전에** 멈춰요(${stop}은/는 들어가지 않아요). 그래서 ${nameJ} ${values}이/가 되고, 반복할 때마다 그 값이 출력돼요. 그다음 값 ${next}은/는 왜 나오지 않을까요?`,
    /** The loop variable of a `for … in range(…)`: `range` in backticks, `first` its first value (as written). */
    loopTakes: (nameJ: string, range: string, first: string, nameJ2: string) => `${nameJ} ${range}에서 ${first}부터 차례로 값을 받아요(첫 번째 반복에서 ${nameJ2} ${first}이에요/예요).`,
    valueIs: (nameJ: string, value: string) => `${nameJ} ${value}`,
    computedGoal: (goal: string) => `${goal} 이 줄에서 무엇이 달라야 할까요?`,
    /** Code spans with their particles (codeJ). */
    caseMismatch: (line: number, searchedJ: string, nameJ: string, textJ: string) =>
      `${line}번째 줄에서 찾는 ${searchedJ} ${nameJ} 담긴 ${textJ} 글자 하나하나 비교해 볼까요? 파이썬은 **대문자와 소문자를 다른 글자**로 봐요. 그래서 찾는 글자가 없다고 해요. 대소문자를 맞추려면 어떻게 하면 될까요? (힌트: \`lower()\`)`,
    /** `rangeJ` with its particle; `down`: the start is bigger than the end and the step is not negative. */
    emptyRange: (line: number, rangeJ: string, down: boolean) =>
      `${line}번째 줄의 ${rangeJ} 만들 숫자가 **하나도 없어요**. 그래서 반복이 한 번도 돌지 않고, 안쪽의 \`print\`도 실행되지 않아요.${down ? ' `range()`는 기본으로 작은 수에서 큰 수로 1씩 **커지면서** 세요. 큰 수에서 작은 수로 내려가려면 `range()`의 세 번째 값(간격)을 무엇으로 해야 할까요?' : ' 시작 숫자와 끝 숫자를 다시 볼까요? 어떤 숫자들이 나와야 할까요?'}`,
    /** After computedAt when the student named no expectation ('왜 이렇게 나와요?'). */
    traceAsk: '원래 어떤 결과가 나와야 했는지 알려 주면, 어느 줄에서 값이 달라지는지 같이 찾아볼게요.',
    silentBranches: (conds: string) =>
      `실행은 됐는데 아무것도 출력되지 않았어요. \`print()\`가 모두 조건문 안에 있는데, 이번에는 ${conds} 조건이 **모두 거짓**이라서 어느 \`print()\`도 실행되지 않았어요. 입력한 값을 조건에 직접 넣어 계산해 볼까요? 어느 조건에도 해당하지 않을 때 무엇을 출력할지는 \`else\`로 정할 수 있어요.`,
  },
} as const;

export type CasualId = keyof typeof TEXTS.casual;

/**
 * One-line gists of the catalogue's concepts in words a beginner already has (no code beyond
 * print(), variables and numbers): what a teacher says before "…은 N섹션에서 배워요" when a student
 * asks about something the course has not reached yet (fence replies, issue 24 class 4).
 */
export const CONCEPT_GISTS: Partial<Record<ConceptId, string>> = {
  variable: '변수는 값에 이름을 붙여 담아 두는 상자예요.',
  print: 'print()는 괄호 안의 값을 화면에 보여 줘요.',
  'print-sep-end': 'print()의 sep은 값 사이에 넣을 글자, end는 줄 끝에 넣을 글자를 정해요. end를 바꾸면 다음 출력이 같은 줄에 이어져요.',
  input: 'input()은 키보드로 입력한 값을 받아 오는 방법이에요.',
  split: 'split()은 한 줄의 글을 띄어쓰기 같은 기준으로 잘라 여러 조각으로 나눠요.',
  'int-float': 'int()와 float()는 글자로 된 숫자를 계산할 수 있는 정수·실수로 바꿔요.',
  arithmetic: '+, -, *, / 같은 기호로 숫자를 계산해요. //는 몫, %는 나머지예요.',
  'augmented-assign': 'x += 1은 x = x + 1을 짧게 쓴 모양이에요.',
  string: '문자열은 따옴표로 감싼 글자들이에요.',
  'string-methods': '문자열 메서드는 글자를 대문자로 바꾸거나 다른 글자로 바꾸는 등, 문자열로 할 수 있는 기능이에요.',
  'f-string': 'f-문자열은 따옴표 앞에 f를 붙여서 문장 속 중괄호 자리에 변수의 값을 넣는 방법이에요.',
  'string-format': 'format()은 문장 속 빈자리에 값을 끼워 넣는 방법이에요.',
  indexing: '인덱싱은 몇 번째 글자나 항목을 하나 꺼내는 방법이에요. 번호는 0부터 세요.',
  slicing: '슬라이싱은 문자열이나 리스트에서 원하는 구간만 잘라 내는 방법이에요.',
  len: 'len()은 글자나 항목이 몇 개인지 세어 줘요.',
  list: '리스트는 여러 개의 값을 순서대로 한곳에 모아 담는 자료형이에요.',
  'list-methods': '리스트 메서드는 리스트에 값을 추가하거나 빼고, 정렬하는 기능이에요.',
  in: 'in은 어떤 값이 안에 들어 있는지 참/거짓으로 알려 줘요.',
  comparison: '==는 두 값이 같은지 비교하는 기호이고, 하나짜리 =는 변수에 값을 넣는 기호예요. <, > 같은 기호로 크기도 비교해요.',
  boolean: '참과 거짓을 나타내는 값과, and·or·not으로 조건을 묶는 방법이에요.',
  'builtin-aggregates': 'sum(), max(), min(), sorted()는 여러 값의 합, 가장 큰 값, 가장 작은 값, 정렬된 결과를 한 번에 구해요.',
  dict: '딕셔너리는 이름표(키)를 붙여 값을 저장하고, 그 키로 값을 꺼내는 자료형이에요.',
  'dict-methods': '딕셔너리 메서드는 키로 값을 안전하게 꺼내거나(없는 키면 기본값), 키·값을 한꺼번에 보는 기능이에요.',
  if: '조건문 if는 조건이 맞을 때만 코드를 실행하게 해서, 경우에 따라 다르게 움직이게 해요.',
  while: 'while은 조건이 참인 동안 같은 코드를 계속 반복해요.',
  'break-continue': 'break는 반복을 바로 끝내고, continue는 이번 차례만 건너뛰고 다음 반복으로 넘어가요.',
  for: 'for는 여러 값을 처음부터 하나씩 차례로 꺼내면서 같은 코드를 반복해요.',
  range: 'range()는 정해진 범위의 숫자를 차례로 만들어 줘서, 반복할 횟수를 정할 때 써요.',
  function: '함수는 여러 줄의 코드를 하나로 묶어 이름을 붙여 두고, 필요할 때 그 이름으로 다시 쓰는 방법이에요.',
  return: 'return은 함수가 계산한 결과를 함수를 부른 곳으로 돌려줘요.',
  tuple: '튜플은 리스트처럼 여러 값을 모으지만, 만든 뒤에는 바꿀 수 없는 자료형이에요.',
  set: '집합은 같은 값을 한 번만 담고 순서가 없는 자료형이에요.',
  'list-comprehension': '리스트 컴프리헨션은 반복으로 리스트를 만드는 일을 한 줄로 짧게 쓰는 방법이에요.',
  lambda: 'lambda는 이름 없이 한 줄로 만드는 작은 함수예요.',
  map: 'map()은 여러 값 하나하나에 같은 일을 한꺼번에 적용해요.',
  'sorted-key': 'key는 무엇을 기준으로 정렬할지 정해 줘요.',
  enumerate: 'enumerate()는 반복하면서 번호와 값을 함께 꺼내 줘요.',
  zip: 'zip()은 여러 묶음에서 같은 순서의 값끼리 짝지어 꺼내 줘요.',
  import: 'import는 파이썬에 미리 만들어진 기능 묶음(모듈)을 가져와 쓰는 방법이에요.',
  'try-except': 'try/except는 오류가 나도 프로그램이 멈추지 않고 다른 일을 하도록 처리하는 방법이에요.',
  file: '파일 읽고 쓰기는 프로그램의 결과를 파일에 저장하거나 파일의 내용을 읽어 오는 방법이에요.',
  class: '클래스는 관련된 값과 기능을 하나로 묶어 나만의 자료형을 만드는 설계도예요.',
  recursion: '재귀는 함수가 자기 자신을 다시 불러서 문제를 작게 나눠 푸는 방법이에요.',
  pass: 'pass는 "아무것도 하지 않는다"는 자리 표시예요.',
  'global-nonlocal': 'global은 함수 안에서 함수 밖의 변수를 바꾸겠다고 알리는 말이에요.',
  'number-functions': 'abs(), round() 같은 숫자 함수는 절댓값이나 반올림 같은 계산을 해 줘요.',
  type: 'type()은 값의 자료형(정수, 문자열 등)을 알려 줘요.',
  del: 'del은 리스트나 딕셔너리의 항목을 지워요.',
  'conditional-expression': '조건 표현식은 "조건이 맞으면 A, 아니면 B"를 한 줄로 쓰는 방법이에요.',
  generator: '제너레이터는 값을 한꺼번에 만들지 않고 필요할 때 하나씩 만들어 줘요.',
  raise: 'raise는 일부러 오류를 일으켜서 잘못된 상황을 알리는 방법이에요.',
  reversed: 'reversed()는 순서를 거꾸로 뒤집어 꺼내 줘요.',
  'any-all': 'any()는 하나라도 참인지, all()은 모두 참인지 알려 줘요.',
};
