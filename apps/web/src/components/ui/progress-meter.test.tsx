import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressMeter } from './progress-meter';

// The accessible name and values must sit on the element with role="progressbar" (axe
// aria-progressbar-name), and no other element may carry an aria-label (aria-prohibited-attr).
describe('ProgressMeter', () => {
  it('puts role, name and values on the same element', () => {
    const html = renderToStaticMarkup(<ProgressMeter value={42.4} label="과정 진도" />);
    expect(html).toMatch(/^<div class="progress" role="progressbar" aria-label="과정 진도" aria-valuemin="0" aria-valuemax="100" aria-valuenow="42" aria-valuetext="42.4%">/);
    expect(html.match(/aria-label/g)).toHaveLength(1);
    expect(html).toContain('style="width:42.4%"');
  });

  it('writes its value with the contracts formatter (issue 22: 93.8%, never a re-rounded 94%)', () => {
    const html = renderToStaticMarkup(<ProgressMeter value={93.75} label="진도" showValue />);
    expect(html).toContain('>93.8%</div>');
    expect(html).toContain('aria-valuetext="93.8%"');
  });

  it('clamps values outside 0–100 and non-numbers', () => {
    expect(renderToStaticMarkup(<ProgressMeter value={140} label="x" />)).toContain('aria-valuenow="100"');
    expect(renderToStaticMarkup(<ProgressMeter value={-5} label="x" />)).toContain('aria-valuenow="0"');
    expect(renderToStaticMarkup(<ProgressMeter value={Number.NaN} label="x" />)).toContain('aria-valuenow="0"');
  });

  it('draws segments inside one progressbar with a spoken value text', () => {
    const html = renderToStaticMarkup(
      <ProgressMeter
        label="평가 진행"
        value={60}
        valueText="5문제 중 3문제 제출"
        segments={[
          { value: 40, variant: 'success' },
          { value: 20, variant: 'danger' },
        ]}
      />,
    );
    expect(html.match(/role="progressbar"/g)).toHaveLength(1);
    expect(html).toContain('aria-valuetext="5문제 중 3문제 제출"');
    expect(html).toContain('text-bg-success');
    expect(html).toContain('text-bg-danger');
  });

  it('hides a decorative bar from assistive technology and gives it no role', () => {
    const html = renderToStaticMarkup(<ProgressMeter decorative value={30} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role=');
  });
});
