// Issue 20: bulk enrolment (CSV and roster import) honours the class's seat limit: 409 in Korean
// naming how many seats remain, and nothing is created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createTestApp, createClass, uniqueName, type TestApp } from '../helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
  classId = await createClass(t.app, admin, { name: '정원 3명 반', description: '정원 시험반', maxStudents: 3 });
});
afterAll(() => t.close());

const csvOf = (n: number) => ['username,email,full name', ...Array.from({ length: n }, (_, i) => { const u = uniqueName('seat'); return `${u},${u}@example.com,학생${i}`; })].join('\n');
const enrol = (csv: string, user_type = 'student') => t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/enrol-csv`, headers: admin, payload: { csv, user_type } });
const students = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json().student_count as number;

describe('bulk enrolment honours the seat limit', () => {
  it('4 students into 3 seats → 409 naming the 3 seats left, nothing created; 2 fit; then 2 more → 409 naming 1 seat', async () => {
    const over = await enrol(csvOf(4));
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toContain('남은 자리는 3명');
    expect(over.json().detail).toContain('4명');
    expect(await students()).toBe(0);

    expect((await enrol(csvOf(2))).statusCode).toBe(201);
    expect(await students()).toBe(2);
    const again = await enrol(csvOf(2));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('남은 자리는 1명');
    expect(await students()).toBe(2);
  });

  it('teachers take no student seat', async () => {
    expect((await enrol(csvOf(2), 'teacher')).statusCode).toBe(201);
  });

  it('a roster import (preview and real run) that does not fit is refused the same way', async () => {
    const roster = Buffer.from(['학년,반,번호,이름', '2,3,1,김도윤', '2,3,2,이서연'].join('\r\n'));
    for (const dry_run of [true, false]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/roster`, headers: admin, payload: { file_base64: roster.toString('base64'), dry_run } });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toContain('남은 자리는 1명');
    }
    expect(await students()).toBe(2);
  });
});
