import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertCourseMember } from '../src/db/queries/courses.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let otherTeacher: string;
let enrolledAsStudent: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'dodam-media-')), MAX_VIDEO_MB: 1 });
  admin = await adminToken(t.app);
  teacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python'] }));
  otherTeacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['ai-literacy'] }));
  // A teacher account that is only a student member of the python course.
  const mixed = await createUser(t.app, { userType: 'teacher', courses: ['ai-literacy'] });
  await upsertCourseMember(t.app.db, 'python', mixed.id, 'student');
  enrolledAsStudent = await tokenFor(t.app, mixed);
  student = await tokenFor(t.app, await createUser(t.app));
});
afterAll(() => t.close());

function multipart(fileName: string, content: Buffer, contentType = 'video/mp4') {
  const boundary = '----dodamboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A minimal mp4: an 'ftyp' box followed by filler bytes.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(4000, 7)]);

const upload = (token: string, section: string, file: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/sections/${section}/video`, payload: file.payload, headers: { ...file.headers, ...bearer(token) } });

describe('section videos', () => {
  it('lets an admin or teacher upload an mp4, detected by content', async () => {
    const res = await upload(teacher, '1', multipart('lecture.bin', mp4, 'application/octet-stream'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ section_id: '1', mime_type: 'video/mp4', size_bytes: mp4.length });
    expect((await upload(admin, '2', multipart('a.mp4', mp4))).statusCode).toBe(201);
    const sections = await t.app.inject({ method: 'GET', url: '/api/v1/sections?course_id=python', headers: bearer(student) });
    expect(sections.json().sections[0].has_video).toBe(true);
  });

  it('refuses students, wrong types named .mp4, oversize files and unknown sections', async () => {
    expect((await upload(student, '1', multipart('a.mp4', mp4))).statusCode).toBe(403);
    const fake = await upload(teacher, '1', multipart('virus.mp4', Buffer.from('<html><script>alert(1)</script></html>')));
    expect(fake.statusCode).toBe(415);
    const big = await upload(teacher, '1', multipart('big.mp4', Buffer.concat([mp4, Buffer.alloc(1.2 * 1024 * 1024)])));
    expect(big.statusCode).toBe(413);
    expect((await upload(teacher, '99999', multipart('a.mp4', mp4))).statusCode).toBe(404);
    // A teacher of another curriculum may not replace this one's lecture.
    const other = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['ai-math'] }));
    expect((await upload(other, '1', multipart('a.mp4', mp4))).statusCode).toBe(403);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/v1/sections/1/video', headers: bearer(teacher), payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(415);
    // the earlier good upload is still served
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sections/1/video' })).statusCode).toBe(200);
  });

  it('lets a teacher change only the videos of courses they teach; admins any', async () => {
    // python section 3: taught by `teacher`, not by the other two teachers.
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/sections/3/video' });
    expect(before.statusCode).toBe(404);
    const foreign = await upload(otherTeacher, '3', multipart('a.mp4', mp4));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toMatch(/[\uac00-\ud7a3]/);
    expect((await upload(enrolledAsStudent, '3', multipart('a.mp4', mp4))).statusCode).toBe(403);
    // nothing was stored by the refused uploads
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sections/3/video' })).statusCode).toBe(404);
    // the other teacher may change their own course's section (ai-literacy 601), and the admin anything
    expect((await upload(otherTeacher, '601', multipart('a.mp4', mp4))).statusCode).toBe(201);
    expect((await upload(teacher, '601', multipart('a.mp4', mp4))).statusCode).toBe(403);
    expect((await upload(admin, '602', multipart('a.mp4', mp4))).statusCode).toBe(201);
    await t.app.inject({ method: 'GET', url: '/api/v1/sections/601/video' }).then((r) => expect(r.statusCode).toBe(200));
  });

  it('answers 400 for truncated or malformed multipart bodies and keeps the earlier video', async () => {
    const whole = multipart('a.mp4', mp4);
    const cut = whole.payload.subarray(0, whole.payload.length - 2000);
    const truncated = await upload(teacher, '1', { payload: cut, headers: whole.headers });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().detail).toMatch(/[\uac00-\ud7a3]/);
    const headerOnly = await upload(teacher, '1', { payload: whole.payload.subarray(0, 40), headers: whole.headers });
    expect(headerOnly.statusCode).toBe(400);
    const garbage = await upload(teacher, '1', { payload: Buffer.from('this is not multipart at all'), headers: whole.headers });
    expect(garbage.statusCode).toBe(400);
    const noBoundary = await upload(teacher, '1', { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    const badHeader = await upload(teacher, '1', {
      payload: Buffer.from('------dodamboundary\r\nContent-Disposition\r\n\r\nx\r\n------dodamboundary--\r\n'),
      headers: whole.headers,
    });
    expect([400, 415]).toContain(badHeader.statusCode);
    const full = await t.app.inject({ method: 'GET', url: '/api/v1/sections/1/video' });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(mp4)).toBe(true);
  });

  it('serves range requests so seeking works', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/api/v1/sections/1/video' });
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-type']).toContain('video/mp4');
    const part = await t.app.inject({ method: 'GET', url: '/api/v1/sections/1/video', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/sections/1/video', headers: { range: 'bytes=999999-' } });
    expect(bad.statusCode).toBe(416);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sections/3/video' })).statusCode).toBe(404);
  });
});
