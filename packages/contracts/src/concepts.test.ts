import { describe, expect, it } from 'vitest';
import { CONCEPT_IDS, OPEN_FENCE, conceptFenceDataSchema, fenceFromData, fenceToData, type ConceptFence } from './concepts.js';
import { explainPythonError } from './python/explain.js';

const early: ConceptFence = {
  allows: (c) => c === 'variable' || c === 'print',
  taughtAt: (c) => (c === 'if' ? '파이썬기초1 · 13. 조건문 if' : c === 'print' ? '파이썬기초1 · 1. 변수' : null),
};

describe('fenceFromData', () => {
  it('allows exactly the listed concepts and says where each one is taught', () => {
    const fence = fenceFromData({ allowed: ['variable', 'print'], taught_at: { if: '파이썬기초1 · 13. 조건문 if' } });
    expect(fence.allows('print')).toBe(true);
    expect(fence.allows('if')).toBe(false);
    expect(fence.taughtAt('if')).toBe('파이썬기초1 · 13. 조건문 if');
    expect(fence.taughtAt('class')).toBeNull();
  });

  it('round-trips through fenceToData and JSON for every catalogue concept', () => {
    const data = conceptFenceDataSchema.parse(JSON.parse(JSON.stringify(fenceToData(early))));
    const fence = fenceFromData(data);
    for (const c of CONCEPT_IDS) {
      expect(fence.allows(c)).toBe(early.allows(c));
      expect(fence.taughtAt(c)).toBe(early.taughtAt(c));
    }
    expect(fenceToData(OPEN_FENCE)).toEqual({ allowed: CONCEPT_IDS, taught_at: {} });
  });

  it('rejects unknown concept ids in the data', () => {
    expect(conceptFenceDataSchema.safeParse({ allowed: ['goto'], taught_at: {} }).success).toBe(false);
    expect(conceptFenceDataSchema.safeParse({ allowed: [], taught_at: { goto: 'x' } }).success).toBe(false);
  });

  it('an error card built with the rebuilt fence keeps its fix for a program within the fence', () => {
    const fence = fenceFromData(fenceToData(early));
    const tb = 'Traceback (most recent call last):\n  File "<exec>", line 1\n    print("안녕"\n         ^\nSyntaxError: \'(\' was never closed';
    const card = explainPythonError(tb, { code: 'print("안녕"', fence });
    expect(card?.line).toBe(1);
    expect(card?.fix).toEqual({ line: 1, code: 'print("안녕")' });
  });
});
