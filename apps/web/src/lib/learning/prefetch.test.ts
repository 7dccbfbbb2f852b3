import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { learningKeys } from '@/lib/api/learning';
import { studyKeys } from '@/lib/api/study-reads';
import { learningPageReads, prefetchLearningPage } from './prefetch';

describe('learning screen reads started at page load', () => {
  it('reads the course of any learning screen and the exercises of a practice screen with a section', () => {
    expect(learningPageReads('/learning/python/practice', '?section=1')).toEqual({ courseId: 'python', practiceSection: '1' });
    expect(learningPageReads('/learning/python/practice/', '?x=2&section=12')).toEqual({ courseId: 'python', practiceSection: '12' });
    expect(learningPageReads('/learning/python/video', '?section=1')).toEqual({ courseId: 'python', practiceSection: null });
    expect(learningPageReads('/learning/%ED%8C%8C%EC%9D%B4%EC%8D%AC/practice', '')).toEqual({ courseId: '파이썬', practiceSection: null });
  });

  it('reads nothing elsewhere or on an address it cannot read', () => {
    expect(learningPageReads('/playground', '')).toBeNull();
    expect(learningPageReads('/tutor/practice', '?section=1')).toBeNull();
    expect(learningPageReads('/learning/python', '')).toBeNull();
    expect(learningPageReads('/learning/%E0%A4%A/practice', '?section=1')).toBeNull();
  });

  it("prefetches under the screens' own query keys, and only with a stored session", () => {
    const prefetchQuery = vi.fn(() => Promise.resolve());
    const client = { prefetchQuery } as unknown as QueryClient;
    prefetchLearningPage(client, { pathname: '/learning/python/practice', search: '?section=3' }, false);
    expect(prefetchQuery).not.toHaveBeenCalled();
    prefetchLearningPage(client, { pathname: '/learning/python/practice', search: '?section=3' }, true);
    const keys = prefetchQuery.mock.calls.map((call) => (call as unknown as [{ queryKey: unknown }])[0].queryKey);
    expect(keys).toEqual([learningKeys.content('python'), studyKeys.practice('3')]);
  });
});
