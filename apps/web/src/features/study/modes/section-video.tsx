// A section's uploaded lecture video, reporting the watched position (throttled to one report per
// ~15 s, plus pause and end) so teachers can see how far students watched.
import { useRef } from 'react';
import { postLearningEvents, sectionVideoUrl } from '../api/learning';
import { shouldReportVideo } from '../api/study-clock';

export const VIDEO_REPORT_INTERVAL_MS = 15_000;

export function SectionVideo({ sectionId, title, onError, onEnded }: { sectionId: string; title: string; onError?: () => void; onEnded?: () => void }) {
  const lastReport = useRef<number | null>(null);

  const report = (video: HTMLVideoElement, force: boolean) => {
    const now = Date.now();
    if (!Number.isFinite(video.duration) || video.duration <= 0) return;
    if (!shouldReportVideo(lastReport.current, now, VIDEO_REPORT_INTERVAL_MS, force)) return;
    lastReport.current = now;
    postLearningEvents([
      { kind: 'video_progress', section_id: sectionId, position_seconds: Math.min(video.currentTime, 86_400), duration_seconds: Math.min(video.duration, 86_400) },
    ]).catch(() => {
      // Progress reports are best effort.
    });
  };

  return (
    <div className="ratio ratio-16x9 bg-black rounded overflow-hidden">
      <video
        controls
        preload="metadata"
        playsInline
        src={sectionVideoUrl(sectionId)}
        aria-label={`${title} 강의 영상`}
        data-testid="section-video"
        onTimeUpdate={(e) => report(e.currentTarget, false)}
        onPause={(e) => report(e.currentTarget, true)}
        onEnded={(e) => {
          report(e.currentTarget, true);
          onEnded?.();
        }}
        onError={onError}
      />
    </div>
  );
}
