import type { LearningType } from '@dodam/contracts';
import { CodeIcon, TargetIcon, VideoIcon } from '@/components/ui/icons';

/** The icon of each learning type, the same on the contents detail, the learning screen and the tutor. */
export function LearningTypeIcon({ type, size = 16 }: { type: LearningType; size?: number }) {
  if (type === 'video') return <VideoIcon size={size} />;
  if (type === 'practice') return <CodeIcon size={size} />;
  return <TargetIcon size={size} />;
}

export const LEARNING_TYPE_DESCRIPTIONS: Record<LearningType, string> = {
  video: '개념 영상(영상이 없으면 슬라이드 강의)과 핵심 요약으로 개념을 익혀요.',
  practice: 'AI 튜터의 도움을 받으며 브라우저에서 바로 파이썬 코드를 실행해 봐요.',
  evaluation: '문제를 풀어 제출하면 서버가 채점하고, 이해도에 맞는 피드백을 줘요.',
};
