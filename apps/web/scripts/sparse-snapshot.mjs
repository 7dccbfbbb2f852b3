// The Python memory snapshot as the browser receives it (issue 26, ADR 007). Pyodide's snapshot is
// its header plus a copy of the whole 30 MB WebAssembly memory: half of it zero pages (the C stack,
// memory above the heap's top), and 3 MB the same as a freshly instantiated module's memory (data
// the WebAssembly file itself carries). Sent and stored like that, every boot reads 30 MB and copies
// 30 MB into memory. This format keeps only the pages the fresh memory lacks; the worker
// (src/python/sparse-snapshot.ts) checks that the pages it expects to find are there (a checksum per
// run; otherwise it refuses the snapshot and Python boots the normal way), writes the rest and
// zeroes what the start-up code dirtied in between.
//
// Layout (little-endian u32 words, then bytes):
//   magic 'DSN2', heap length, Pyodide header length H, data run count R, kept run count K,
//   R × (offset, length) of the runs whose bytes follow, K × (offset, length, checksum) of the runs
//   the fresh memory already holds (page-aligned), the H bytes of Pyodide's header, the runs' bytes.

export const SPARSE_MAGIC = 0x324e5344; // 'DSN2'
export const SPARSE_PAGE = 4096;

/** FNV-1a over 32-bit words (the same function as in src/python/sparse-snapshot.ts). */
export function runChecksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  return hash >>> 0;
}

function pageKind(heap, fresh, offset) {
  const end = Math.min(offset + SPARSE_PAGE, heap.length);
  const page = heap.subarray(offset, end);
  if (page.every((b) => b === 0)) return 'zero';
  if (fresh && fresh.length >= end && Buffer.from(page).equals(Buffer.from(fresh.subarray(offset, end)))) return 'kept';
  return 'data';
}

/**
 * @param {Uint8Array} snapshot Pyodide's makeMemorySnapshot() output
 * @param {Uint8Array} [fresh] the memory of a freshly started module at the moment of the restore
 * @returns {{ bytes: Uint8Array, heapLength: number, data: number, kept: number }}
 */
export function toSparseSnapshot(snapshot, fresh) {
  const headerLength = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4)[1];
  const header = snapshot.subarray(0, headerLength);
  const heap = snapshot.subarray(headerLength);
  const runs = { data: [], kept: [] };
  let current = null;
  for (let offset = 0; offset < heap.length; offset += SPARSE_PAGE) {
    const kind = pageKind(heap, fresh, offset);
    if (current && current.kind === kind) current.length = Math.min(offset + SPARSE_PAGE, heap.length) - current.offset;
    else {
      current = { kind, offset, length: Math.min(SPARSE_PAGE, heap.length - offset) };
      if (kind !== 'zero') runs[kind].push(current);
    }
  }
  const sum = (list) => list.reduce((n, run) => n + run.length, 0);
  const data = sum(runs.data);
  const tableBytes = 20 + runs.data.length * 8 + runs.kept.length * 12;
  const bytes = new Uint8Array(tableBytes + headerLength + data);
  const table = new Uint32Array(bytes.buffer, 0, tableBytes / 4);
  table.set([SPARSE_MAGIC, heap.length, headerLength, runs.data.length, runs.kept.length]);
  let word = 5;
  for (const run of runs.data) {
    table.set([run.offset, run.length], word);
    word += 2;
  }
  for (const run of runs.kept) {
    table.set([run.offset, run.length, runChecksum(heap.subarray(run.offset, run.offset + run.length))], word);
    word += 3;
  }
  bytes.set(header, tableBytes);
  let at = tableBytes + headerLength;
  for (const run of runs.data) {
    bytes.set(heap.subarray(run.offset, run.offset + run.length), at);
    at += run.length;
  }
  return { bytes, heapLength: heap.length, data, kept: sum(runs.kept) };
}
