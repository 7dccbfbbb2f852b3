// Reading the teacher's live view (GET /teacher/live, Server-Sent Events) in tests.
import { liveSnapshotSchema, type LiveSnapshot } from '@dodam/contracts/teacher';

/** Reads events until `until` accepts a snapshot; null when the stream ends or the wait runs out. */
export async function readSnapshots(reader: ReadableStreamDefaultReader<Uint8Array>, until: (s: LiveSnapshot) => boolean, waitMs: number): Promise<LiveSnapshot | null> {
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now())))]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      if (event === 'snapshot' && data) {
        const snapshot = liveSnapshotSchema.parse(JSON.parse(data));
        if (until(snapshot)) return snapshot;
      }
    }
  }
  return null;
}
