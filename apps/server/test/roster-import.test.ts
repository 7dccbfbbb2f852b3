// Issue 22: a school's roster file (CP949 CSV as Korean Excel saves it, UTF-8 with BOM, .xlsx)
// previewed with per-row errors, then imported with generated usernames and one-time passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { adminToken, bearer, createTestApp, createClass, login, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
  classId = await createClass(t.app, admin, { name: '2학년 3반 정보', description: '명단 시험반', maxStudents: 60 });
});
afterAll(() => t.close());

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['도윤', '서연', '하준', '지우', '민준', '서윤', '예준', '하은', '시우', '지민'];
const names = Array.from({ length: 30 }, (_, i) => `${FAMILY[i % 10]}${GIVEN[(i * 3) % 10]}`);
const send = (file: Buffer, dry_run: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/roster`, headers: admin, payload: { file_base64: file.toString('base64'), dry_run } });

describe('roster import', () => {
  it('reads a CP949 CSV of 30 with Korean headers and no e-mail: preview, then accounts that sign in', async () => {
    const lines = ['학년,반,번호,이름', ...names.map((n, i) => `2,3,${i + 1},${n}`)];
    const cp949 = iconv.encode(lines.join('\r\n'), 'cp949');
    // A real CP949 file: not valid UTF-8.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(cp949)).toThrow();

    const preview = await send(cp949, true);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.created).toBe(false);
    expect(body.accounts).toEqual([]);
    expect(body.rows).toHaveLength(30);
    expect(body.rows[0]).toMatchObject({ line: 2, name: names[0], grade: 2, class_number: 3, student_number: 1, username: 's20301', username_generated: true, email: null, error: null });
    // Nothing was created by the preview.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json().student_count).toBe(0);

    const imported = await send(cp949, false);
    expect(imported.statusCode).toBe(201);
    const accounts = imported.json().accounts as { username: string; password: string; name: string; roster: string }[];
    expect(accounts).toHaveLength(30);
    expect(accounts[13]).toMatchObject({ username: 's20314', name: names[13], roster: '2학년 3반 14번' });
    const signedIn = await login(t.app, accounts[13]!.username, accounts[13]!.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ display_name: names[13], must_change_password: true, email: '', school: { grade: 2, class_number: 3, student_number: 14 } });

    // The same file again (the class has seats for it): generated usernames stay unique (s20301-2 …).
    const again = (await send(cp949, true)).json();
    expect(again.rows[0].username).toBe('s20301-2');
  });

  it('reads .xlsx and UTF-8 with BOM with English headers; reports bad rows and creates nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('명단');
    sheet.addRow(['Name', 'Student_ID', 'Username', 'Email']);
    sheet.addRow(['한가람', '10101', 'hangaram', 'hangaram@example.com']);
    sheet.addRow(['', '10102', 'noname01', '']);
    sheet.addRow(['백두리', '10103', 'hangaram', 'not-an-email']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await send(xlsx, true)).json();
    expect(preview.rows.map((r: { error: string | null }) => Boolean(r.error))).toEqual([false, true, true]);
    expect(preview.rows[0]).toMatchObject({ name: '한가람', student_code: '10101', username: 'hangaram', email: 'hangaram@example.com' });
    expect(preview.rows[1].error).toContain('이름을 입력해 주세요.');
    expect(preview.rows[2].error).toContain('파일 안에 같은 아이디가 있습니다.');
    const refused = await send(xlsx, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { message: string }) => e.message)[0]).toMatch(/^3행: /);
    expect((await login(t.app, 'hangaram', 'whatever')).statusCode).toBe(401);

    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('아이디,이메일,이름\r\nbom01,,홍길동\r\n', 'utf8')]);
    const ok = (await send(bom, true)).json();
    expect(ok.rows).toEqual([expect.objectContaining({ username: 'bom01', name: '홍길동', email: null, error: null })]);
    const noName = await send(Buffer.from('아이디,이메일\r\nx1,\r\n'), true);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail).toBe("'이름' 열이 필요합니다.");
  });
});
