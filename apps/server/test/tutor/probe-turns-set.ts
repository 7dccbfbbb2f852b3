// tturn's probe threads (issue 24, classes 3 "short turns read alone" and 6 "feelings / small talk"), written at
// stop 36 BEFORE the rules they measure were changed, in other wordings, sections and thread lengths than the dev
// cases. Every turn of a thread goes through the real chat API in one conversation (one new student per thread), and
// every turn that carries an expectation is judged (not only the last): a thread of 3–5 turns must stay coherent.
// The client's chat_history is sent as the web app sends it (display only: the server's state decides).
import type { LastRun } from '@dodam/contracts';
import { failed, NEXT, ok, REFUSAL, tb, WARM } from './class-rules.js';
import type { Rule } from './rubric.js';

export interface ProbeTurn {
  message: string;
  code?: string;
  lastRun?: LastRun;
  mention?: Rule[];
  anyOf?: Rule[];
  forbid?: Rule[];
}

export interface ProbeThread {
  id: string;
  cls: 'short-turn' | 'feeling';
  section: string;
  mode?: 'practice' | 'evaluation';
  exerciseId?: string;
  problemId?: string;
  turns: ProbeTurn[];
}

/** Never 'I cannot answer that' and never the reply to a question nobody asked. */
const F: Rule[] = [REFUSAL, /그 질문에는/];
/** A reply that carries out an example: a code block. */
const CODE = /```/;
/** A next step offered (a question or an invitation). */
const STEP = new RegExp(`${NEXT.source}|\\?`);
/** A rung of the ladder, by its number. */
const rung = (n: number) => new RegExp(`${n}단계`);
/** Another small step when the student says no: asks what, or offers another way. */
const OTHER_STEP = /어디|어떤|어느|무엇|다른|다르게|대신|쉽게|골라/;
const PRAISE = /잘했|좋아요|멋져|대단|훌륭|축하/;

const zeroDiv = failed(tb(2, 'print(total / count)', 'ZeroDivisionError: division by zero'));
const idxErr = failed(tb(2, 'print(animals[3])', 'IndexError: list index out of range'));
const nameErr = failed(tb(2, 'print(nmae)', "NameError: name 'nmae' is not defined"));

export const PROBE_TURNS: ProbeThread[] = [
  // ---- a yes / no / ok to the tutor's last question or offer
  { id: 'PT01', cls: 'short-turn', section: '4', turns: [{ message: '나머지 구하는 연산자 뭐였지' , anyOf: ['%'] }, { message: 'ㅇㅇ', anyOf: ['%', /나머지/], forbid: F }, { message: '더', anyOf: ['%', /나머지/], forbid: F }] },
  { id: 'PT02', cls: 'short-turn', section: '5', turns: [{ message: 'len 함수 뭐하는거' }, { message: 'ok', mention: ['len'], forbid: F }, { message: '?', mention: ['len'], forbid: F }] },
  { id: 'PT03', cls: 'short-turn', section: '3', turns: [{ message: 'input으로 받은 값은 무슨 자료형?' }, { message: '아니', anyOf: [OTHER_STEP], forbid: F }] },
  { id: 'PT04', cls: 'short-turn', section: '10', turns: [{ message: '리스트에 값 추가하는법' }, { message: 'ㄴㄴ', anyOf: [OTHER_STEP], forbid: F }, { message: '웅', forbid: F, anyOf: [STEP] }] },
  { id: 'PT05', cls: 'short-turn', section: '6', turns: [{ message: 'ㅇㅋ', anyOf: [STEP], forbid: F }] },
  { id: 'PT06', cls: 'short-turn', section: '12', turns: [{ message: 'get 메서드는 왜 씀' }, { message: '그래서?', mention: ['get'], forbid: F }] },
  // ---- 더 / 또 / 예시 / 다시: one step deeper on the same topic
  { id: 'PT07', cls: 'short-turn', section: '10', turns: [{ message: 'sort는 뭐임' }, { message: '예시', mention: ['sort'], anyOf: [CODE], forbid: F }, { message: '또', mention: ['sort'], forbid: F }] },
  { id: 'PT08', cls: 'short-turn', section: '13', turns: [{ message: 'elif는 언제 씀?' }, { message: '다시', mention: ['elif'], forbid: F }] },
  { id: 'PT09', cls: 'short-turn', section: '14', turns: [{ message: 'break가 뭐야' }, { message: '예시 ㄱㄱ', mention: ['break'], anyOf: [CODE], forbid: F }, { message: '왜?', mention: ['break'], forbid: F }] },
  { id: 'PT10', cls: 'short-turn', section: '11', turns: [{ message: '딕셔너리 값 바꾸는 방법' }, { message: '모르겠음', anyOf: [/딕셔너리|키/], forbid: F }, { message: 'ㅇㅎ', forbid: F }] },
  { id: 'PT11', cls: 'short-turn', section: '6', turns: [{ message: '슬라이싱이 뭐에요' }, { message: '왜?', anyOf: [/슬라이싱|잘라|:/], forbid: F }] },
  { id: 'PT12', cls: 'short-turn', section: '9', turns: [{ message: 'in 연산자 어떻게 씀' }, { message: '더 알려줘', anyOf: [/\bin\b/], forbid: F }] },
  // ---- an elliptical '그럼 X는?' / '반대는?' in the same frame
  { id: 'PT13', cls: 'short-turn', section: '5', turns: [{ message: 'upper 뭐임' }, { message: '반대는?', mention: ['lower'], forbid: F }] },
  { id: 'PT14', cls: 'short-turn', section: '9', turns: [{ message: 'in 연산자 뭐야' }, { message: '그럼 not in은?', mention: ['not in'], forbid: F }] },
  { id: 'PT15', cls: 'short-turn', section: '3', turns: [{ message: 'int() 왜 써요' }, { message: 'ㅇㅎ' , forbid: F }, { message: '그럼 float는?', mention: ['float'], forbid: F }] },
  { id: 'PT16', cls: 'short-turn', section: '16', turns: [{ message: 'return이 뭐에요' }, { message: '그럼 print는?', mention: ['print'], forbid: F }] },
  { id: 'PT17', cls: 'short-turn', section: '15', turns: [{ message: 'while문은 언제 멈춰요?' }, { message: '그럼 for는?', mention: ['for'], forbid: F }] },
  // ---- in the middle of a ladder: the next rung (never past the skeleton on a graded problem)
  { id: 'PT18', cls: 'short-turn', section: '10', exerciseId: 's10-e1', turns: [{ message: '힌트', mention: [rung(1)] }, { message: '또', mention: [rung(2)], forbid: F }, { message: '또', mention: [rung(3)], forbid: F }] },
  { id: 'PT19', cls: 'short-turn', section: '16', exerciseId: 's16-e1', turns: [{ message: '어떻게 시작해요' }, { message: '웅', mention: [rung(2)], forbid: F }, { message: 'ㄱㄱ', mention: [rung(3)], forbid: F }] },
  { id: 'PT20', cls: 'short-turn', section: '15', exerciseId: 's15-e2', turns: [{ message: '힌트좀' }, { message: '그거 말고', anyOf: [OTHER_STEP, rung(2)], forbid: F }] },
  { id: 'PT21', cls: 'short-turn', section: '13', mode: 'evaluation', problemId: 's13-p1', turns: [{ message: '힌트요' }, { message: '더', mention: [rung(2)], forbid: F }, { message: 'ㅇㅇ', anyOf: [rung(3), /빈칸|마지막/], forbid: F }, { message: '더', anyOf: [/빈칸|마지막|스스로|직접/], forbid: F }] },
  { id: 'PT22', cls: 'short-turn', section: '12', exerciseId: 's12-e2', turns: [{ message: '막혔어' }, { message: '모르겠음', mention: [rung(2)], forbid: F }, { message: 'ㅠㅠ', anyOf: [WARM], forbid: F }] },
  // ---- after a failed run: the run goes on being explained
  { id: 'PT23', cls: 'short-turn', section: '4', turns: [{ message: 'ㅠㅠ', code: 'total = 10\ncount = 0\nprint(total / count)', lastRun: zeroDiv, anyOf: [/0으로|0이/], forbid: F }] },
  { id: 'PT24', cls: 'short-turn', section: '7', turns: [{ message: '에러남', code: 'animals = ["개", "고양이", "토끼"]\nprint(animals[3])', lastRun: idxErr }, { message: '헐', anyOf: [/인덱스|번째|0부터/], forbid: F }, { message: '왜?', anyOf: [/인덱스|번째|0부터/], forbid: F }] },
  { id: 'PT25', cls: 'short-turn', section: '2', turns: [{ message: '?', code: 'nmae = "도담"\nprint(nmae)\nprint(nmae)', lastRun: nameErr, anyOf: [/nmae|이름|철자/], forbid: F }] },
  { id: 'PT26', cls: 'short-turn', section: '7', exerciseId: 's7-e2', turns: [{ message: '됐다!!', code: 'days = ["월", "화", "수"]\ndays[1] = "목"\nprint(days)', lastRun: ok("['월', '목', '수']\n"), anyOf: [PRAISE], forbid: F }] },
  // ---- feelings: one warm sentence that fits the words, then one small step in the section
  { id: 'PF01', cls: 'feeling', section: '7', turns: [{ message: '배고파', anyOf: [/배고|먹/], mention: [NEXT], forbid: F }] },
  { id: 'PF02', cls: 'feeling', section: '9', turns: [{ message: '아 졸려 ㅠ', anyOf: [/피곤|졸|쉬/], mention: [NEXT], forbid: F }] },
  { id: 'PF03', cls: 'feeling', section: '12', turns: [{ message: '시험 망함', anyOf: [/속상|수고|시험/], mention: [NEXT], forbid: F }, { message: 'ㅇㅇ', forbid: F, anyOf: [STEP] }] },
  { id: 'PF04', cls: 'feeling', section: '16', turns: [{ message: '짜증나 진짜', anyOf: [/짜증|숨|천천히/], mention: [NEXT], forbid: F }] },
  { id: 'PF05', cls: 'feeling', section: '11', turns: [{ message: '포기할래', anyOf: [WARM], mention: [NEXT], forbid: F }] },
  { id: 'PF06', cls: 'feeling', section: '8', turns: [{ message: '오 재밌다', anyOf: [/재미|재밌|기뻐/], mention: [NEXT], forbid: F }] },
  { id: 'PF07', cls: 'feeling', section: '10', turns: [{ message: '쌤 나 오늘 시험 망했어 ㅠㅠ 공부하기 싫다', anyOf: [/속상|수고/], mention: [NEXT], forbid: F }] },
  { id: 'PF08', cls: 'feeling', section: '14', exerciseId: 's14-e3', turns: [{ message: '힌트' }, { message: '하.. 머리 터질듯', anyOf: [WARM], forbid: F }] },
  { id: 'PF09', cls: 'feeling', section: '13', turns: [{ message: 'and랑 or 차이' }, { message: 'ㅠㅠ 어려워', anyOf: [WARM], forbid: F }] },
  { id: 'PF10', cls: 'feeling', section: '5', turns: [{ message: '코딩 왜케 재밌냐 ㅋㅋ', anyOf: [/재미|재밌|기뻐/], mention: [NEXT], forbid: F }] },
  { id: 'PF11', cls: 'feeling', section: '3', turns: [{ message: '오늘 너무 피곤함', anyOf: [/피곤|쉬/], mention: [NEXT], forbid: F }, { message: 'ㄴㄴ', anyOf: [OTHER_STEP, WARM], forbid: F }] },
  // ---- small talk about the tutor: a warm word, then one small step
  { id: 'PS01', cls: 'feeling', section: '2', turns: [{ message: '쌤은 몇살?', mention: [NEXT], forbid: F }] },
  { id: 'PS02', cls: 'feeling', section: '6', turns: [{ message: '쌤 점심 뭐 먹었어요?', mention: [NEXT], forbid: F }] },
  { id: 'PS03', cls: 'feeling', section: '15', turns: [{ message: '너 로봇이야?', mention: [NEXT], forbid: F }] },
  { id: 'PS04', cls: 'feeling', section: '4', turns: [{ message: '쌤 주말에 뭐해요', mention: [NEXT], forbid: F }, { message: 'ㅋㅋ', forbid: F, anyOf: [STEP] }] },
  // ---- a sad turn after a tutor question, a laugh, an emoji
  { id: 'PT27', cls: 'short-turn', section: '8', turns: [{ message: '리스트 복사하는법' }, { message: 'ㅋㅋ', anyOf: [/복사|copy|\[:\]/], forbid: F }] },
  { id: 'PT28', cls: 'short-turn', section: '13', turns: [{ message: 'if 안에 if 써도 됨?' }, { message: '👍', forbid: F, anyOf: [STEP] }] },
  { id: 'PT29', cls: 'short-turn', section: '2', turns: [{ message: 'sep은 뭐야' }, { message: '헐', anyOf: ['sep'], forbid: F }, { message: 'ㅇㅇ', forbid: F }] },
  { id: 'PT30', cls: 'short-turn', section: '14', turns: [{ message: 'continue 언제 써' }, { message: '또', mention: ['continue'], forbid: F }, { message: '그래서?', mention: ['continue'], forbid: F }] },
  { id: 'PT31', cls: 'short-turn', section: '6', turns: [{ message: '인덱스 -1은 뭐야' }, { message: '그럼 -2는?', anyOf: [/-2|뒤에서 두/], forbid: F }] },
  { id: 'PT32', cls: 'short-turn', section: '4', turns: [{ message: '// 연산자 뭐에요' }, { message: '그럼 %는?', mention: ['%'], anyOf: [/나머지/], forbid: F }] },
  { id: 'PT33', cls: 'short-turn', section: '11', turns: [{ message: '딕셔너리가 뭐야' }, { message: 'ㅇㅋ', forbid: F }, { message: '예시', anyOf: [CODE], forbid: F }, { message: '또', forbid: F, anyOf: [CODE, /딕셔너리|키/] }] },
  { id: 'PT34', cls: 'short-turn', section: '7', turns: [{ message: '리스트 길이 어케 구해' }, { message: '웅웅', forbid: F }, { message: '그거 말고', anyOf: [OTHER_STEP], forbid: F }] },
  { id: 'PT35', cls: 'short-turn', section: '15', turns: [{ message: 'range(1, 10, 2) 뭐 나와' }, { message: '왜?', mention: ['range'], forbid: F }] },
  { id: 'PT36', cls: 'short-turn', section: '14', turns: [{ message: '안 멈춰요', code: 'i = 0\nwhile i < 5:\n    print(i)', lastRun: failed('', '0\n0\n0\n0\n') }, { message: 'ㅇㅇ', forbid: F, anyOf: [/i\s*\+=|i를|늘|바뀌|바꾸/] }] },
  { id: 'PT37', cls: 'short-turn', section: '5', turns: [{ message: '문자열 곱하기 가능?' }, { message: 'ㅇㅎ 그럼 빼기는?', anyOf: [/빼기|-/], forbid: F }] },
];
