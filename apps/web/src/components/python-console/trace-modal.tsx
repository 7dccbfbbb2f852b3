// '코드 따라가기' in a dialog: opened from a lesson example or from the practice editor.
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import { TraceView } from './trace-view';
import { FootprintsIcon } from '@/components/ui/icons';

export interface TraceTarget {
  code: string;
  inputs: readonly string[];
}

export function TraceModal({ target, onHide }: { target: TraceTarget | null; onHide: () => void }) {
  return (
    <AppModal show={target !== null} onHide={onHide} size="xl" aria-labelledby="trace-modal-title" scrollable>
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="trace-modal-title" as="h2" className="h5">
          <FootprintsIcon className="me-2" />
          코드 따라가기
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          한 줄씩 실행하면서 변수의 값과 출력이 어떻게 바뀌는지 봐요. ←/→ 키나 버튼으로 앞뒤로 움직일 수 있어요.
          {target && target.inputs.length > 0 ? ` 입력값: ${target.inputs.join(', ')}` : ''}
        </p>
        {target ? <TraceView key={target.code + target.inputs.join('|')} code={target.code} inputs={target.inputs} /> : null}
      </Modal.Body>
    </AppModal>
  );
}
