// Reading the teacher's live view (GET /teacher/live, Server-Sent Events) in tests.
import { liveSnapshotSchema, type LiveSnapshot } from '@dodam/contracts/teacher';

export interface SseEvent {
  event: string;
  /** The frame's data line as JSON, or null without one. */
  data: unknown;
}

/** A frame reader: feed it the stream's chunks as they arrive; it returns each completed named event (comments skipped). */
export function sseFrames(): (bytes: Uint8Array) => SseEvent[] {
  const decoder = new TextDecoder();
  let buffer = '';
  return (bytes) => {
    buffer += decoder.decode(bytes, { stream: true });
    const events: SseEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      if (event) events.push({ event, data: data ? JSON.parse(data) : null });
    }
    return events;
  };
}

/** Reads events until `until` accepts a snapshot; null when the stream ends or the wait runs out. */
export async function readSnapshots(reader: ReadableStreamDefaultReader<Uint8Array>, until: (s: LiveSnapshot) => boolean, waitMs: number): Promise<LiveSnapshot | null> {
  const frames = sseFrames();
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now())))]);
    if (!chunk || chunk.done) break;
    for (const { event, data } of frames(chunk.value)) {
      if (event !== 'snapshot' || data === null) continue;
      const snapshot = liveSnapshotSchema.parse(data);
      if (until(snapshot)) return snapshot;
    }
  }
  return null;
}
