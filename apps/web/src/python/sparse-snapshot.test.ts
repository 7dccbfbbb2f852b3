import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build script's encoder is plain JavaScript without types
import { SPARSE_MAGIC as BUILD_MAGIC, SPARSE_PAGE, runChecksum as buildChecksum, toSparseSnapshot } from '../../scripts/sparse-snapshot.mjs';
import { SPARSE_MAGIC, applySparseSnapshot, readSparseSnapshot, runChecksum } from './sparse-snapshot';

const encode = toSparseSnapshot as (snapshot: Uint8Array, fresh?: Uint8Array) => { bytes: Uint8Array; heapLength: number; data: number; kept: number };
const PAGE = SPARSE_PAGE as number;

/** A Pyodide-like snapshot: a 32-byte header (its length in word 1) and a heap with some pages filled. */
function pyodideSnapshot(pages: number, filled: (page: number) => boolean): { snapshot: Uint8Array; heap: Uint8Array } {
  const header = 32;
  const snapshot = new Uint8Array(header + pages * PAGE);
  new Uint32Array(snapshot.buffer, 0, 4).set([0x7a1b2c3d, header, 7, 0]);
  snapshot.fill(9, 16, header);
  const heap = snapshot.subarray(header);
  for (let p = 0; p < pages; p++) if (filled(p)) for (let i = 0; i < PAGE; i += 97) heap[p * PAGE + i] = (p + i) % 251 || 1;
  return { snapshot, heap };
}

describe('sparse Python snapshot', () => {
  it('keeps only the non-zero pages and restores the same memory', () => {
    const { snapshot, heap } = pyodideSnapshot(40, (p) => p < 3 || (p >= 10 && p < 12) || p === 39);
    const { bytes, heapLength, data } = encode(snapshot);
    expect(heapLength).toBe(40 * PAGE);
    expect(data).toBe(6 * PAGE);
    const sparse = readSparseSnapshot(bytes);
    expect(sparse.kept).toEqual([]);
    expect(sparse.data.map((r) => [r.offset / PAGE, r.bytes.length / PAGE])).toEqual([
      [0, 3],
      [10, 2],
      [39, 1],
    ]);
    expect([...sparse.header]).toEqual([...snapshot.subarray(0, 32)]);
    // A fresh memory dirtied below its top (start-up code) gets the snapshot's zeros back there.
    const memory = new Uint8Array(48 * PAGE);
    memory.fill(5, 0, 20 * PAGE);
    applySparseSnapshot(sparse, memory, 20 * PAGE);
    expect(Buffer.from(memory.subarray(0, heapLength)).equals(Buffer.from(heap))).toBe(true);
  });

  it('leaves out the pages a fresh memory holds, and checks them before writing anything', () => {
    const { snapshot, heap } = pyodideSnapshot(16, (p) => p < 6);
    // The fresh module holds pages 0–2 as in the snapshot, page 3 differently, and junk at 8–9.
    const fresh = new Uint8Array(16 * PAGE);
    fresh.set(heap.subarray(0, 3 * PAGE));
    fresh.fill(7, 3 * PAGE, 4 * PAGE);
    fresh.fill(3, 8 * PAGE, 10 * PAGE);
    const { bytes, data, kept } = encode(snapshot, fresh);
    expect([data / PAGE, kept / PAGE]).toEqual([3, 3]);
    const sparse = readSparseSnapshot(bytes);
    const memory = fresh.slice();
    applySparseSnapshot(sparse, memory, 12 * PAGE);
    expect(Buffer.from(memory).equals(Buffer.from(heap))).toBe(true);
    // A module whose fresh memory differs where the snapshot expects its own pages: refused, untouched.
    const other = fresh.slice();
    other[PAGE + 5] = 1;
    const copy = other.slice();
    expect(() => applySparseSnapshot(sparse, other, 12 * PAGE)).toThrow(/differs/);
    expect(Buffer.from(other).equals(Buffer.from(copy))).toBe(true);
  });

  it('the build script and the worker share the magic number and the checksum', () => {
    expect(BUILD_MAGIC).toBe(SPARSE_MAGIC);
    const bytes = new Uint8Array(3 * PAGE).map((_, i) => (i * 131 + 7) % 256);
    expect((buildChecksum as (b: Uint8Array) => number)(bytes)).toBe(runChecksum(bytes));
    expect(runChecksum(bytes)).not.toBe(runChecksum(bytes.map((b, i) => (i === 5000 ? b ^ 1 : b))));
  });

  it('refuses a file that is not one, or is cut short', () => {
    const { bytes } = encode(pyodideSnapshot(4, (p) => p === 1).snapshot);
    expect(() => readSparseSnapshot(new Uint8Array(bytes.length))).toThrow(/magic/);
    expect(() => readSparseSnapshot(bytes.slice(0, bytes.length - 8))).toThrow(/truncated|run table/);
    const memory = new Uint8Array(2 * PAGE);
    expect(() => applySparseSnapshot(readSparseSnapshot(bytes), memory, 0)).toThrow(/too small/);
  });
});
