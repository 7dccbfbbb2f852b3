import type { CSSProperties } from 'react';
import { formatPercent } from '@dodam/contracts/format';

// The one progress bar of the app (ADR 014). Following Bootstrap 5.3's markup, the outer `.progress`
// element is the progressbar: it carries the role, the accessible name and the values, so screen
// readers announce "과정 진도, 40%" instead of an unnamed bar (react-bootstrap's ProgressBar puts the
// role on the inner bar and the label on the outer div, which axe reports twice per bar).

export type ProgressVariant = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export interface ProgressSegment {
  /** Share of the whole bar, 0–100. */
  value: number;
  variant: ProgressVariant;
}

interface CommonProps {
  className?: string;
  /** Bar height, e.g. '0.5rem'. */
  height?: string;
  /** Extra attributes for tests and styling hooks (data-testid, data-percent, data-variant). */
  data?: Record<`data-${string}`, string | number>;
}

interface MeterProps extends CommonProps {
  /** Accessible name in Korean, e.g. '과정 진도'. */
  label: string;
  /** 0–100; values outside are clamped. */
  value: number;
  variant?: ProgressVariant;
  /** Spoken value when the percentage alone says too little, e.g. '5문제 중 2문제 제출'. */
  valueText?: string;
  /** Show the rounded percentage inside the bar (needs a tall bar). */
  showValue?: boolean;
  /** Several coloured parts (e.g. right and wrong answers); `value` is then the total. */
  segments?: ProgressSegment[];
  decorative?: false;
}

interface DecorativeProps extends CommonProps {
  /** A purely visual bar whose figure is already given in text next to it: hidden from screen readers. */
  decorative: true;
  value: number;
  variant?: ProgressVariant;
}

const clamp = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

export function ProgressMeter(props: MeterProps | DecorativeProps) {
  const value = clamp(props.value);
  const style: CSSProperties | undefined = props.height ? { height: props.height } : undefined;
  const className = `progress${props.className ? ` ${props.className}` : ''}`;
  const variant = props.variant ?? 'primary';
  if (props.decorative) {
    return (
      <div className={className} style={style} aria-hidden="true" {...props.data}>
        <div className={`progress-bar bg-${variant}`} style={{ width: `${value}%` }} />
      </div>
    );
  }
  const segments = props.segments ?? [{ value, variant }];
  return (
    <div
      className={className}
      style={style}
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-valuetext={props.valueText ?? formatPercent(value)}
      {...props.data}
    >
      {segments.map((segment, i) => (
        // text-bg-* picks a text colour that contrasts with the fill for the optional value label.
        <div key={i} className={`progress-bar text-bg-${segment.variant}`} style={{ width: `${clamp(segment.value)}%` }}>
          {/* The contracts formatter, as every other screen: 93.8%, never a re-rounded 94% (issue 22). */}
          {props.showValue && segments.length === 1 ? formatPercent(value) : null}
        </div>
      ))}
    </div>
  );
}
