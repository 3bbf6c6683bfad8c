import request from 'supertest';
import { AdminAuthService } from '../../src/admin-auth/admin-auth.service';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** Makes a staff account (unique name) and signs it in; returns its name and token. */
export async function signedInStaff(t: TestApp, name = `staff-${Math.random().toString(36).slice(2, 8)}`) {
  await t.app.get(AdminAuthService).createAccount(name, STAFF_PASSWORD);
  const res = await request(t.url).post('/api/admin/login').send({ username: name, password: STAFF_PASSWORD }).expect(200);
  return { username: name, token: res.body.token as string };
}
