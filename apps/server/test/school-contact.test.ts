import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// Issue 22: the pending/rejected screens show the admin contact (an admin setting) and know whether
// a mail server is set, so they never promise an e-mail that will not come.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
});
afterAll(() => t.close());

describe('admin contact', () => {
  it('is set by the admin and shown publicly with the mail delivery mode', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/public/config' })).json();
    expect(before).toMatchObject({ admin_contact: null, mail_delivery: 'outbox' });
    const contact = '정보부 김도담 선생님 · 교무실 02-123-4567';
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/contact', headers: admin, payload: { contact } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ contact });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/config' })).json().admin_contact).toBe(contact);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/contact', headers: admin })).json()).toEqual({ contact });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=settings.contact', headers: admin })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'settings.contact', details: { contact } });

    const tooLong = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/contact', headers: admin, payload: { contact: 'ㄱ'.repeat(201) } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail).toBe('연락처는 200자 이하로 입력해 주세요.');
    const teacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher' }));
    expect([401, 403]).toContain((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/contact', headers: bearer(teacher), payload: { contact: 'x' } })).statusCode);
    // Clearing it.
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/contact', headers: admin, payload: { contact: '' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/config' })).json().admin_contact).toBeNull();
  });
});
