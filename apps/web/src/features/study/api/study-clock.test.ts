import { describe, expect, it } from 'vitest';
import { ACTIVITY_WINDOW_MS, StudyClock, isStudying, shouldReportVideo } from './study-clock';

describe('study time gating', () => {
  it('counts only while visible and recently active', () => {
    expect(isStudying({ now: 100_000, visible: true, lastActivityAt: 100_000 - ACTIVITY_WINDOW_MS })).toBe(true);
    expect(isStudying({ now: 100_000, visible: true, lastActivityAt: 100_000 - ACTIVITY_WINDOW_MS - 1 })).toBe(false);
    expect(isStudying({ now: 100_000, visible: false, lastActivityAt: 100_000 })).toBe(false);
  });

  it('reports the seconds of an active interval', () => {
    const clock = new StudyClock(0);
    expect(clock.take({ now: 30_000, visible: true, lastActivityAt: 29_000 })).toBe(30);
  });

  it('reports nothing for an idle or hidden interval and starts over', () => {
    // A tab left open: the last input is older than the activity window.
    const idleAt = ACTIVITY_WINDOW_MS + 30_000;
    const clock = new StudyClock(0);
    expect(clock.take({ now: idleAt, visible: true, lastActivityAt: 0 })).toBe(0);
    expect(clock.take({ now: idleAt + 30_000, visible: false, lastActivityAt: idleAt + 29_000 })).toBe(0);
    expect(clock.take({ now: idleAt + 60_000, visible: true, lastActivityAt: idleAt + 59_000 })).toBe(30);
  });

  it('keeps sub-second remainders and caps at the server limit', () => {
    const clock = new StudyClock(0);
    expect(clock.take({ now: 1_500, visible: true, lastActivityAt: 1_000 })).toBe(1);
    expect(clock.take({ now: 3_000, visible: true, lastActivityAt: 3_000 })).toBe(2);
    expect(clock.take({ now: 1_000_000, visible: true, lastActivityAt: 1_000_000 })).toBe(120);
  });

  it('does not count time before a restart', () => {
    const clock = new StudyClock(0);
    clock.restart(50_000);
    expect(clock.take({ now: 60_000, visible: true, lastActivityAt: 60_000 })).toBe(10);
  });

  it('throttles video progress reports', () => {
    expect(shouldReportVideo(null, 0, 15_000)).toBe(true);
    expect(shouldReportVideo(0, 10_000, 15_000)).toBe(false);
    expect(shouldReportVideo(0, 15_000, 15_000)).toBe(true);
    expect(shouldReportVideo(0, 1_000, 15_000, true)).toBe(true);
  });
});
