// 파이썬 연습장: a free Python scratchpad running in the browser (Pyodide), with examples.
import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageTitle } from '@/components/ui/page-title';
import { RunnerEditor, RunnerResults } from '@/components/python-console';
import { DraftResetButton, DraftStatus } from '@/components/code-draft';
import { useCodeDraft } from '@/lib/drafts';
import { useCodeRunner } from '@/python';

const PLAYGROUND_ITEM = { kind: 'playground' } as const;

interface Example {
  id: string;
  label: string;
  code: string;
}

const EXAMPLES: readonly Example[] = [
  { id: 'hello', label: '인사하기 (input)', code: "name = input('이름? ')\nprint('안녕', name)\n" },
  {
    id: 'sum',
    label: '두 수의 합',
    code: "a = int(input('첫 번째 수: '))\nb = int(input('두 번째 수: '))\nprint(f'{a} + {b} = {a + b}')\n",
  },
  {
    id: 'gugudan',
    label: '구구단',
    code: "dan = int(input('몇 단? '))\nfor i in range(1, 10):\n    print(f'{dan} x {i} = {dan * i}')\n",
  },
  {
    id: 'countdown',
    label: '카운트다운 (sleep)',
    code: "import time\n\nfor n in range(5, 0, -1):\n    print(n)\n    time.sleep(0.5)\nprint('발사!')\n",
  },
  { id: 'loop', label: '무한 반복 (중지해 보기)', code: 'count = 0\nwhile True:\n    count += 1\n' },
  { id: 'error', label: '오류 예시', code: "score = 90\nprint('점수:', scor)\n" },
];

const STARTER = EXAMPLES[0]?.code ?? '';

export default function PlaygroundPage() {
  const runner = useCodeRunner({ initialCode: '' });
  const { code, setCode, load } = runner;
  // The scratchpad is a draft too: kept on this device and on the server, restored anywhere.
  const apply = useCallback((next: string) => load(next), [load]);
  const draft = useCodeDraft({ item: PLAYGROUND_ITEM, starterCode: STARTER, code, apply });

  return (
    <Container className="py-4">
      <PageTitle title="파이썬 연습장" />
      <h1 className="h2 mb-1">파이썬 연습장</h1>
      <p className="text-body-secondary mb-4">
        브라우저에서 바로 파이썬 코드를 실행해 보세요. 코드는 내 컴퓨터에서 실행되고, 쓰던 코드는 자동으로 저장돼 다른 기기에서도 이어서 쓸 수 있어요.
      </p>
      <Row className="g-4">
        <Col lg={8}>
          <section className="dodam-wb" aria-label="파이썬 실행기">
            <RunnerEditor runner={runner} height={240} toolbarExtra={<DraftResetButton draft={draft} disabled={runner.busy} />} />
            <DraftStatus draft={draft} />
            <RunnerResults runner={runner} />
          </section>
        </Col>
        <Col lg={4}>
          <Card className="mb-3">
            <Card.Body>
              <Card.Title as="h2" className="h6">
                예제 불러오기
              </Card.Title>
              <div className="d-flex flex-wrap gap-2" role="group" aria-label="예제">
                {EXAMPLES.map((example) => (
                  <Button key={example.id} size="sm" variant="outline-primary" onClick={() => setCode(example.code)}>
                    {example.label}
                  </Button>
                ))}
              </div>
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h6">
                사용 방법
              </Card.Title>
              <ul className="small mb-0 ps-3">
                <li>
                  <kbd>Ctrl</kbd>+<kbd>Enter</kbd>로 실행하고, 멈추지 않는 프로그램은 <strong>중지</strong> 버튼으로 멈춰요.
                </li>
                <li>
                  코드에 <code>input()</code>이 있으면 입력값 칸이 생겨요. 미리 입력해 두거나, 비워 두면 실행 중에 결과 창에서 입력할 수 있어요.
                </li>
                <li>오류가 나면 결과 아래에 쉬운 설명과 고치는 방법이 나와요.</li>
                <li>기본 모듈(math, random, time 등)만 쓸 수 있어요.</li>
              </ul>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
