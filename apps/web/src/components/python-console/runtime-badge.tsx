import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import type { PythonRuntimeState, RunPhase } from '@/python';

export type RuntimeDisplay = 'loading' | 'ready' | 'running' | 'waiting-input' | 'stopped' | 'error' | 'idle';

/** One status for the badge: the runtime's own state, the run in progress, or the last stop. */
export function runtimeDisplay(state: PythonRuntimeState, phase: RunPhase, lastStopped: boolean): RuntimeDisplay {
  if (phase === 'waiting-input') return 'waiting-input';
  if (phase === 'running' || phase === 'stopping') return 'running';
  if (state.status === 'error') return 'error';
  if (state.status === 'loading' || phase === 'waiting-runtime') return 'loading';
  if (lastStopped && state.status === 'ready') return 'stopped';
  if (state.status === 'ready' || state.status === 'running') return 'ready';
  return 'idle';
}

const LABELS: Record<RuntimeDisplay, string> = {
  idle: '파이썬 대기',
  loading: '파이썬 불러오는 중',
  ready: '준비됨',
  running: '실행 중',
  'waiting-input': '입력 기다리는 중',
  stopped: '중지됨',
  error: '불러오기 실패',
};

const VARIANTS: Record<RuntimeDisplay, { bg: string; text?: 'dark' }> = {
  idle: { bg: 'secondary' },
  loading: { bg: 'info', text: 'dark' },
  ready: { bg: 'success' },
  running: { bg: 'primary' },
  'waiting-input': { bg: 'primary' },
  stopped: { bg: 'warning', text: 'dark' },
  error: { bg: 'danger' },
};

export function RuntimeBadge({ display, version, bootMs }: { display: RuntimeDisplay; version: string | null; bootMs?: number | null }) {
  const v = VARIANTS[display];
  return (
    <Badge
      bg={v.bg}
      text={v.text}
      className="dodam-wb-status d-inline-flex align-items-center gap-1"
      data-status={display}
      data-boot-ms={bootMs ?? undefined}
      title={bootMs ? `파이썬 준비 시간 ${(bootMs / 1000).toFixed(1)}초` : undefined}
    >
      {display === 'loading' || display === 'running' ? <Spinner animation="border" size="sm" aria-hidden="true" className="dodam-wb-spinner" /> : null}
      <span>
        {version ? `Python ${version} · ` : ''}
        {LABELS[display]}
      </span>
    </Badge>
  );
}
