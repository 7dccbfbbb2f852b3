// The run console: program output, typed input (echoed), the raw traceback (collapsible) and
// notices. While the program waits in input(), a line editor appears right after the prompt.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsoleSegment } from '@/python';

export interface PythonConsoleProps {
  segments: readonly ConsoleSegment[];
  /** Not null while the program waits for a typed line. */
  prompt: string | null;
  onSubmitLine: (line: string | null) => void;
  /** Shown when the console is empty. */
  emptyText?: string;
  /** Min and max height in px. */
  minHeight?: number;
  maxHeight?: number;
  label?: string;
}

export function PythonConsole({
  segments,
  prompt,
  onSubmitLine,
  emptyText = '실행 결과가 여기에 표시됩니다.',
  minHeight = 120,
  maxHeight = 360,
  label = '실행 결과',
}: PythonConsoleProps) {
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  // Follow new output unless the student scrolled up to read.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [segments, prompt]);

  const onScroll = () => {
    const el = box.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };

  return (
    <div
      ref={box}
      className="dodam-wb-console"
      role="log"
      aria-label={label}
      aria-live="off"
      tabIndex={0}
      onScroll={onScroll}
      style={{ minHeight, maxHeight }}
    >
      {segments.length === 0 && prompt === null ? <span className="dodam-wb-console-empty">{emptyText}</span> : null}
      {segments.map((s) =>
        s.kind === 'error' ? (
          <details key={s.id} className="dodam-wb-traceback" open>
            <summary>오류 메시지 (Traceback)</summary>
            <span className="dodam-wb-out-error">{s.text}</span>
          </details>
        ) : s.kind === 'notice' ? (
          <div key={s.id} className="dodam-wb-notice" role="status">
            {s.text}
          </div>
        ) : s.sealed ? (
          <div key={s.id} className={`dodam-wb-chunk dodam-wb-out-${s.kind}`} style={{ containIntrinsicSize: `auto ${lineCount(s.text) * 1.5}em` }}>
            {s.text}
          </div>
        ) : (
          <span key={s.id} className={`dodam-wb-out-${s.kind}`}>
            {s.text}
          </span>
        ),
      )}
      {prompt !== null ? <ConsoleLineInput onSubmit={onSubmitLine} /> : null}
    </div>
  );
}

function lineCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return Math.max(1, n);
}

function ConsoleLineInput({ onSubmit }: { onSubmit: (line: string | null) => void }) {
  const [line, setLine] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit(line);
    } else if (event.key === 'd' && event.ctrlKey && line === '') {
      // Ctrl+D on an empty line: end of input (EOFError in the program), as in a terminal.
      event.preventDefault();
      onSubmit(null);
    }
  };
  return (
    <input
      className="dodam-wb-console-input"
      value={line}
      onChange={(e) => setLine(e.target.value)}
      onKeyDown={onKeyDown}
      aria-label="프로그램 입력 (Enter로 보내기)"
      autoComplete="off"
      spellCheck={false}
      // The program is waiting: the cursor goes where the student is expected to type.
      autoFocus
    />
  );
}
