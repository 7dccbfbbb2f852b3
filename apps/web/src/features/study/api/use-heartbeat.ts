// Study-time heartbeats (POST /learning/events, kind 'heartbeat') every HEARTBEAT_INTERVAL_MS while
// the page is visible and the student was active in the last ACTIVITY_WINDOW_MINUTES (ADR 013); the
// partial interval is sent with fetch keepalive when the page is hidden or left.
import { useEffect } from 'react';
import type { LearningType } from '@dodam/contracts';
import { postLearningEvents } from './learning';
import { HEARTBEAT_INTERVAL_MS, StudyClock } from './study-clock';

// Input of any kind, scrolling, and a playing video (media events do not bubble, but capture-phase
// listeners on window still see them) all mean the student is there.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart', 'timeupdate'] as const;

export function useHeartbeat(sectionId: string | undefined, learningType: LearningType, enabled = true): void {
  useEffect(() => {
    if (!sectionId || !enabled) return;
    const clock = new StudyClock(Date.now());
    // Entering the screen is activity: the first interval counts even before the first click.
    let lastActivityAt = Date.now();
    const visible = () => document.visibilityState === 'visible';

    const flush = (keepalive: boolean, wasVisible = visible()) => {
      const seconds = clock.take({ now: Date.now(), visible: wasVisible, lastActivityAt });
      if (seconds < 1) return;
      postLearningEvents([{ kind: 'heartbeat', section_id: sectionId, learning_type: learningType, seconds }], { keepalive }).catch(() => {
        // Study time is best effort; a lost beat must not disturb the lesson.
      });
    };

    const onActivity = () => {
      lastActivityAt = Date.now();
    };
    const onVisibility = () => {
      // Hidden: report the visible part of the interval now. Visible again: start a fresh interval.
      if (visible()) clock.restart(Date.now());
      else flush(true, true);
    };
    const onPageHide = () => flush(true);

    const timer = window.setInterval(() => flush(false), HEARTBEAT_INTERVAL_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the section inside the app: report what was studied so far.
      flush(false);
    };
  }, [sectionId, learningType, enabled]);
}
