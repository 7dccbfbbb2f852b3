// Divider limits of spec section 9: 20-80 % of the width, default 50 %, and each pane at least
// 300 px, whichever is stricter.

export const SPLIT_DEFAULT = 50;
export const SPLIT_MIN_PERCENT = 20;
export const SPLIT_MAX_PERCENT = 80;
export const PANE_MIN_PX = 300;
/** Below this viewport width (md breakpoint) the panes are stacked. */
export const STACK_BELOW_PX = 768;

export interface SplitLimits {
  min: number;
  max: number;
}

/** The allowed range of the left pane's share for a container width (null when both panes cannot fit). */
export function splitLimits(containerPx: number, minPanePx = PANE_MIN_PX): SplitLimits | null {
  if (containerPx <= 0) return { min: SPLIT_MIN_PERCENT, max: SPLIT_MAX_PERCENT };
  const pane = (minPanePx / containerPx) * 100;
  const min = Math.max(SPLIT_MIN_PERCENT, pane);
  const max = Math.min(SPLIT_MAX_PERCENT, 100 - pane);
  return min <= max ? { min, max } : null;
}

export function clampSplit(percent: number, containerPx: number, minPanePx = PANE_MIN_PX): number {
  const limits = splitLimits(containerPx, minPanePx);
  if (!limits) return SPLIT_DEFAULT;
  if (!Number.isFinite(percent)) return Math.min(Math.max(SPLIT_DEFAULT, limits.min), limits.max);
  return Math.min(Math.max(percent, limits.min), limits.max);
}

/** The share for a pointer position inside the container. */
export function percentAt(clientX: number, left: number, width: number): number {
  return width > 0 ? ((clientX - left) / width) * 100 : SPLIT_DEFAULT;
}

export type SplitKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End' | 'Enter';

/** Keyboard moves of the separator (WAI-ARIA window splitter pattern); null for other keys. */
export function keyboardSplit(key: string, percent: number, limits: SplitLimits, step = 2): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(limits.min, percent - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(limits.max, percent + step);
    case 'PageDown':
      return Math.max(limits.min, percent - 10);
    case 'PageUp':
      return Math.min(limits.max, percent + 10);
    case 'Home':
      return limits.min;
    case 'End':
      return limits.max;
    case 'Enter':
      return Math.min(Math.max(SPLIT_DEFAULT, limits.min), limits.max);
    default:
      return null;
  }
}
