// Two panes with a draggable, keyboard-accessible divider (WAI-ARIA window splitter). Stacked on
// phones and whenever the container cannot hold two 300 px panes.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { PANE_MIN_PX, SPLIT_DEFAULT, STACK_BELOW_PX, clampSplit, keyboardSplit, percentAt, splitLimits } from './split-math';
import './split-pane.css';

export interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
  /** Accessible names of the panes. */
  leftLabel: string;
  rightLabel: string;
  /** Remembers the share in localStorage under this key. */
  storageKey?: string;
  className?: string;
}

function readStored(key: string | undefined): number {
  if (!key) return SPLIT_DEFAULT;
  try {
    const value = Number(localStorage.getItem(key));
    return value > 0 && value < 100 ? value : SPLIT_DEFAULT;
  } catch {
    return SPLIT_DEFAULT;
  }
}

export function SplitPane({ left, right, leftLabel, rightLabel, storageKey, className }: SplitPaneProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [percent, setPercent] = useState(() => readStored(storageKey));
  const [dragging, setDragging] = useState(false);
  const phone = useMediaQuery(`(max-width: ${STACK_BELOW_PX - 0.02}px)`);
  const leftId = useId();

  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!storageKey) return;
    try {
      localStorage.setItem(storageKey, String(Math.round(percent * 10) / 10));
    } catch {
      // Not remembered: the next visit starts at 50 %.
    }
  }, [percent, storageKey]);

  const limits = splitLimits(width, PANE_MIN_PX);
  const stacked = phone || limits === null;
  const shown = clampSplit(percent, width);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging || !container.current) return;
    const rect = container.current.getBoundingClientRect();
    setPercent(clampSplit(percentAt(event.clientX, rect.left, rect.width), rect.width));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!limits) return;
    const next = keyboardSplit(event.key, shown, limits);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    setPercent(next);
  };

  return (
    <div
      ref={container}
      className={`dodam-split${stacked ? ' is-stacked' : ''}${dragging ? ' is-dragging' : ''}${className ? ` ${className}` : ''}`}
      style={stacked ? undefined : { gridTemplateColumns: `${shown}fr auto ${100 - shown}fr` }}
    >
      <section id={leftId} className="dodam-split-pane" aria-label={leftLabel}>
        {left}
      </section>
      {stacked ? null : (
        <div
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-label="패널 너비 조절 (왼쪽/오른쪽 화살표)"
          aria-controls={leftId}
          aria-valuemin={Math.round(limits?.min ?? 20)}
          aria-valuemax={Math.round(limits?.max ?? 80)}
          aria-valuenow={Math.round(shown)}
          aria-valuetext={`왼쪽 패널 ${Math.round(shown)}%`}
          className="dodam-split-divider"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          onDoubleClick={() => setPercent(SPLIT_DEFAULT)}
          title="끌어서 너비 조절 · 두 번 클릭하면 반반"
        >
          <span className="dodam-split-grip" aria-hidden="true" />
        </div>
      )}
      <section className="dodam-split-pane" aria-label={rightLabel}>
        {right}
      </section>
    </div>
  );
}
