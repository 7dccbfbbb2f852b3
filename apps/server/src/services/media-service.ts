import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { selectVideo, upsertVideo } from '../db/queries/learning.js';
import { HttpError } from '../lib/http-errors.js';
import type { ServiceDeps } from './deps.js';

/** Container type from the first bytes of a file: mp4 ('ftyp' box) or WebM (EBML header). */
export function sniffVideoType(head: Buffer): { mime: string; ext: string } | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { mime: 'video/webm', ext: 'webm' };
  return null;
}

export const mediaDir = (config: ServiceDeps['config']) => join(config.dataDir, 'media');

/**
 * Store an uploaded lesson video for a section (replacing any earlier one): written to a temporary
 * file, typed by its bytes, renamed into place, then recorded. A failed upload leaves nothing behind.
 */
export async function storeSectionVideo(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  input: { sectionId: string; userId: number; file: Readable & { truncated?: boolean } },
): Promise<{ mimeType: string; sizeBytes: number; replaced: boolean }> {
  const dir = mediaDir(config);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.upload-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(input.file, createWriteStream(tmp));
    if (input.file.truncated) throw new HttpError(413, `영상은 ${config.MAX_VIDEO_MB}MB 이하만 올릴 수 있습니다.`);
    // The type is decided by the file's bytes, never by its name or the client's content type.
    const handle = await open(tmp, 'r');
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    await handle.close();
    const type = sniffVideoType(head);
    if (!type) throw new HttpError(415, 'mp4 또는 webm 영상만 올릴 수 있습니다.');
    const fileName = `section-${input.sectionId}.${type.ext}`;
    renameSync(tmp, join(dir, fileName));
    const size = statSync(join(dir, fileName)).size;
    const replaced = (await selectVideo(db, input.sectionId)) !== undefined;
    await upsertVideo(db, { sectionId: input.sectionId, fileName, mimeType: type.mime, sizeBytes: size, uploadedBy: input.userId, uploadedAt: new Date() });
    return { mimeType: type.mime, sizeBytes: size, replaced };
  } finally {
    rmSync(tmp, { force: true });
  }
}
