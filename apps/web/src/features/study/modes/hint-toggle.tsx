// '힌트 보기' of a practice exercise or an evaluation problem: a button that folds the hint open.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { Markdown } from '@/components/markdown';

export function HintToggle({ id, hint, open, onToggle }: { id: string; hint: string; open: boolean; onToggle: () => void }) {
  return (
    <>
      <Button variant="outline-warning" size="sm" onClick={onToggle} aria-expanded={open} aria-controls={`hint-${id}`}>
        {open ? '힌트 숨기기' : '힌트 보기'}
      </Button>
      <Collapse in={open}>
        <div id={`hint-${id}`}>
          <Alert variant="warning" className="mt-2 mb-0 py-2">
            <Markdown>{hint}</Markdown>
          </Alert>
        </div>
      </Collapse>
    </>
  );
}
