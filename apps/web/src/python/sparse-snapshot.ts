// Reading the sparse Python memory snapshot (scripts/sparse-snapshot.mjs writes it and describes
// the layout, issue 26).

export const SPARSE_MAGIC = 0x324e5344; // 'DSN2'

interface Run {
  offset: number;
  length: number;
}
export interface SparseSnapshot {
  /** Length of the interpreter's memory when the snapshot was made. */
  heapLength: number;
  /** Pyodide's own snapshot header (magic, build id, its JSON state), as API.restoreSnapshot reads it. */
  header: Uint8Array;
  /** Runs whose bytes the file carries (views into the file). */
  data: (Run & { bytes: Uint8Array })[];
  /** Runs a freshly started module already holds, with their checksum. */
  kept: (Run & { checksum: number })[];
}

/** FNV-1a over 32-bit words (the same function as in scripts/sparse-snapshot.mjs). */
export function runChecksum(bytes: Uint8Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i]!, 0x01000193);
  return hash >>> 0;
}

export function readSparseSnapshot(file: Uint8Array): SparseSnapshot {
  if (file.byteLength < 20 || file.byteOffset % 4 !== 0) throw new Error('sparse snapshot: too short');
  const head = new Uint32Array(file.buffer, file.byteOffset, 5);
  if (head[0] !== SPARSE_MAGIC) throw new Error('sparse snapshot: bad magic');
  const [, heapLength, headerLength, dataCount, keptCount] = head as unknown as [number, number, number, number, number];
  const tableBytes = 20 + dataCount * 8 + keptCount * 12;
  if (file.byteLength < tableBytes + headerLength) throw new Error('sparse snapshot: truncated');
  const table = new Uint32Array(file.buffer, file.byteOffset + 20, (tableBytes - 20) / 4);
  const data: SparseSnapshot['data'] = [];
  let at = tableBytes + headerLength;
  for (let i = 0; i < dataCount; i++) {
    const offset = table[i * 2]!;
    const length = table[i * 2 + 1]!;
    if (offset + length > heapLength || at + length > file.byteLength) throw new Error('sparse snapshot: bad run table');
    data.push({ offset, length, bytes: file.subarray(at, at + length) });
    at += length;
  }
  if (at !== file.byteLength) throw new Error('sparse snapshot: truncated');
  const kept: SparseSnapshot['kept'] = [];
  for (let i = 0, w = dataCount * 2; i < keptCount; i++, w += 3) {
    const [offset, length, checksum] = [table[w]!, table[w + 1]!, table[w + 2]!];
    if (offset + length > heapLength) throw new Error('sparse snapshot: bad run table');
    kept.push({ offset, length, checksum });
  }
  return { heapLength, header: file.subarray(tableBytes, tableBytes + headerLength), data, kept };
}

/**
 * Writes the snapshot into `memory` (the fresh interpreter's, before anything ran in it). Refuses —
 * before writing anything — when a run the snapshot expects to find differs. Then writes the data
 * runs and zeroes the gaps below `dirtyEnd`: what the start-up code may have written (data, C
 * stack, the heap below its current top). Memory above it was never touched and is still zero.
 */
export function applySparseSnapshot(snapshot: SparseSnapshot, memory: Uint8Array, dirtyEnd: number): void {
  if (memory.length < snapshot.heapLength) throw new Error('sparse snapshot: memory too small');
  for (const run of snapshot.kept) {
    if (runChecksum(memory.subarray(run.offset, run.offset + run.length)) !== run.checksum) throw new Error(`sparse snapshot: memory at ${run.offset} differs from the build's`);
  }
  const runs: (Run & { bytes?: Uint8Array })[] = [...snapshot.data, ...snapshot.kept].sort((a, b) => a.offset - b.offset);
  let zeroFrom = 0;
  for (const run of runs) {
    if (run.offset < zeroFrom) throw new Error('sparse snapshot: overlapping runs');
    if (zeroFrom < dirtyEnd) memory.fill(0, zeroFrom, Math.min(run.offset, dirtyEnd));
    if (run.bytes) memory.set(run.bytes, run.offset);
    zeroFrom = run.offset + run.length;
  }
  if (zeroFrom < dirtyEnd) memory.fill(0, zeroFrom, Math.min(snapshot.heapLength, dirtyEnd));
}
