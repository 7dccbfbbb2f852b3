import { CheckIcon, SparkIcon } from '@/components/ui/icons';

// A picture of the practice screen drawn in HTML/CSS (no image files: strict CSP and a light page).
// Screen readers get one sentence instead of the decorative details.

type Token = [text: string, kind?: 'kw' | 'fn' | 'str' | 'num' | 'cm' | 'var'];
const CODE: Token[][] = [
  [['# 두 수를 입력받아 합계를 출력해요', 'cm']],
  [['a', 'var'], [' = '], ['int', 'fn'], ['('], ['input', 'fn'], ['('], ["'첫 번째 수: '", 'str'], ['))']],
  [['b', 'var'], [' = '], ['int', 'fn'], ['('], ['input', 'fn'], ['('], ["'두 번째 수: '", 'str'], ['))']],
  [],
  [['if', 'kw'], [' a + b > '], ['10', 'num'], [':']],
  [['    '], ['print', 'fn'], ['('], ["f'합계: {a + b}'", 'str'], [')']],
];

export function TutorMock() {
  return (
    <div className="tutor-mock" role="img" aria-label="AI 튜터 실습 화면 예시: 왼쪽에는 파이썬 코드와 실행 결과, 오른쪽에는 AI 튜터와의 대화가 보입니다.">
      <div className="tutor-mock-window" aria-hidden="true">
        <div className="tutor-mock-bar">
          <span className="dot dot-r" />
          <span className="dot dot-y" />
          <span className="dot dot-g" />
          <span className="tutor-mock-title">섹션 3 · 입력 받기 — 실습</span>
        </div>
        <div className="tutor-mock-body">
          <div className="tutor-mock-code">
            <div className="tutor-mock-tabs">
              <span className="active">main.py</span>
              <span className="tutor-mock-run">▶ 실행</span>
            </div>
            <pre>
              {CODE.map((line, i) => (
                <div key={i} className="code-line">
                  <span className="ln">{i + 1}</span>
                  {line.map(([text, kind], j) => (
                    <span key={j} className={kind ? `tok-${kind}` : undefined}>
                      {text}
                    </span>
                  ))}
                </div>
              ))}
            </pre>
            <div className="tutor-mock-console">
              <div className="muted">첫 번째 수: 12</div>
              <div className="muted">두 번째 수: 18</div>
              <div>합계: 30</div>
            </div>
          </div>
          <div className="tutor-mock-chat">
            <div className="bubble bubble-me">input()으로 받은 숫자를 더했더니 1218이 나와요. 왜 그래요?</div>
            <div className="bubble bubble-tutor">
              <span className="bubble-name">
                <SparkIcon size={12} /> AI 튜터
              </span>
              input()은 항상 <b>문자열</b>을 돌려줘요. int()로 감싸서 숫자로 바꾼 뒤 더해 볼까요?
            </div>
            <div className="bubble bubble-me">int()를 넣었더니 30이 나왔어요!</div>
          </div>
        </div>
      </div>
      <div className="tutor-mock-float tutor-mock-feedback" aria-hidden="true">
        <span className="icon-ok">
          <CheckIcon size={14} />
        </span>
        <div>
          <strong>실시간 피드백</strong>
          <span>정답입니다! 코드가 올바르게 실행되었습니다.</span>
        </div>
      </div>
      <div className="tutor-mock-float tutor-mock-progress" aria-hidden="true">
        <span>오늘의 진도</span>
        <strong>72%</strong>
        <div className="mini-bar">
          <div style={{ width: '72%' }} />
        </div>
      </div>
    </div>
  );
}
