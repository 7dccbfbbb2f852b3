// Is the server answering? The API client reports every network failure and every answer here; while
// the server is unreachable a light probe of /health runs until it answers again. The banner
// "서버에 다시 연결하는 중…" and the action queue's flush both follow this one state.
import { useSyncExternalStore } from 'react';

/** How often the probe asks the server while it is unreachable. */
export const PROBE_INTERVAL_MS = 2000;
const HEALTH_URL = '/api/v1/health';

let reconnecting = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function schedule(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
}

async function probe(): Promise<void> {
  if (!reconnecting) return;
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store' });
    if (response.ok) {
      reportServerAnswered();
      return;
    }
  } catch {
    // Still unreachable.
  }
  schedule();
}

/** A request could not reach the server (network error, proxy 502–504, timeout). */
export function reportNetworkFailure(): void {
  if (reconnecting) return;
  reconnecting = true;
  emit();
  schedule();
}

/** The server answered a request: the banner goes away and waiting work is sent. */
export function reportServerAnswered(): void {
  if (!reconnecting) return;
  reconnecting = false;
  clearTimeout(probeTimer);
  emit();
  for (const listener of backListeners) listener();
}

export function isReconnecting(): boolean {
  return reconnecting;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called each time the server answers again after being unreachable. */
export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** True while the server is unreachable. */
export function useReconnecting(): boolean {
  return useSyncExternalStore(subscribeConnection, isReconnecting, isReconnecting);
}
