import { describe, expect, it } from 'vitest';
import { clampSplit, keyboardSplit, percentAt, splitLimits } from './split-math';

describe('split divider clamping', () => {
  it('keeps 20-80 % on a wide container', () => {
    expect(splitLimits(2000)).toEqual({ min: 20, max: 80 });
    expect(clampSplit(5, 2000)).toBe(20);
    expect(clampSplit(95, 2000)).toBe(80);
    expect(clampSplit(42, 2000)).toBe(42);
  });

  it('keeps each pane at least 300 px on a narrower one', () => {
    const limits = splitLimits(1000)!;
    expect(limits.min).toBe(30);
    expect(limits.max).toBe(70);
    expect(clampSplit(20, 1000)).toBe(30);
    expect(clampSplit(80, 1000)).toBe(70);
  });

  it('has no range when both panes cannot fit', () => {
    expect(splitLimits(500)).toBeNull();
    expect(clampSplit(30, 500)).toBe(50);
  });

  it('falls back to the default for nonsense input', () => {
    expect(clampSplit(Number.NaN, 1600)).toBe(50);
  });

  it('maps pointer positions to a share', () => {
    expect(percentAt(600, 100, 1000)).toBe(50);
    expect(percentAt(0, 0, 0)).toBe(50);
  });

  it('moves with the keyboard within the limits', () => {
    const limits = { min: 20, max: 80 };
    expect(keyboardSplit('ArrowLeft', 50, limits)).toBe(48);
    expect(keyboardSplit('ArrowRight', 79, limits)).toBe(80);
    expect(keyboardSplit('PageDown', 25, limits)).toBe(20);
    expect(keyboardSplit('Home', 50, limits)).toBe(20);
    expect(keyboardSplit('End', 50, limits)).toBe(80);
    expect(keyboardSplit('Enter', 70, limits)).toBe(50);
    expect(keyboardSplit('a', 50, limits)).toBeNull();
  });
});
