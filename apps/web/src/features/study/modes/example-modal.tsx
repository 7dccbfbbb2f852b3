// '실행해 보기' outside the practice editor: the example opens in the runner view in a dialog,
// with its input() values already in the chips.
import Modal from 'react-bootstrap/Modal';
import type { ConceptFence } from '@dodam/contracts';
import type { RunnableExample } from '@/components/markdown';
import { RunnerEditor, RunnerResults } from '@/components/python-console';
import { useCodeRunner } from '@/python';

function ExampleRunner({ example, fence }: { example: RunnableExample; fence?: ConceptFence }) {
  const runner = useCodeRunner({ initialCode: example.code, initialInputs: example.inputs, fence });
  return (
    <div className="d-flex flex-column gap-3">
      <RunnerEditor runner={runner} height={Math.min(320, 40 + example.code.split('\n').length * 22)} label="예제 코드 편집기" />
      <RunnerResults runner={runner} />
    </div>
  );
}

/** `fence`: the lesson's section fence, so error cards there suggest only what was taught. */
export function ExampleModal({ example, onHide, fence }: { example: RunnableExample | null; onHide: () => void; fence?: ConceptFence }) {
  return (
    <Modal show={example !== null} onHide={onHide} size="lg" aria-labelledby="example-modal-title" scrollable>
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="example-modal-title" as="h2" className="h5">
          예제 실행해 보기
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">코드를 고쳐서 다시 실행해 봐도 돼요. 이 창의 코드는 저장되지 않아요.</p>
        {/* Keyed so each example starts with its own code and values. */}
        {example ? <ExampleRunner key={example.code + example.inputs.join('|')} example={example} fence={fence} /> : null}
      </Modal.Body>
    </Modal>
  );
}
