/** The administrator's review over HTTP: who may list and decide, bad input, and a decision's effect. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp, uniqueEmail } from '../../../test/support';
import { insertCompany, uniqueTag } from '../../../test/factories/marketFixtures';
import { recordCorporateActions } from './index';

const adminEmail = uniqueEmail('ca-admin');
const SYMBOL = uniqueTag('CA');
let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  const company = await insertCompany(t.services.database.db, { symbol: SYMBOL });
  companyId = company.id;
  await recordCorporateActions(t.services.database.db, [
    { companyId, detail: { kind: 'derived', factor: 2, reading: 'bonus 1:1' }, purpose: 'Share factor 2 on 2024-10-28', exDate: '2024-10-28', status: 'derived', source: 'price-jump', evidence: 'a fall of half' },
  ]);
});
afterAll(() => t?.close());

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

describe('/api/admin/corporate-actions', () => {
  it('lists derived actions for admins only', async () => {
    const admin = await signIn(t.app, adminEmail);
    const person = await signIn(t.app);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/corporate-actions?status=derived', headers: auth(admin.token) });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().actions.filter((a: { symbol: string }) => a.symbol === SYMBOL);
    expect(mine).toEqual([expect.objectContaining({ status: 'derived', shareFactor: 2, description: 'Share factor 2 (bonus 1:1)', evidence: 'a fall of half' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/corporate-actions', headers: auth(person.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/corporate-actions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/corporate-actions?status=maybe', headers: auth(admin.token) })).statusCode).toBe(400);
  });

  it('confirms an action, refusing bad ids, unknown ids, bad decisions and non-admins', async () => {
    const admin = await signIn(t.app, adminEmail);
    const person = await signIn(t.app);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/corporate-actions?status=derived', headers: auth(admin.token) });
    const id = listed.json().actions.find((a: { symbol: string }) => a.symbol === SYMBOL).id as string;
    const post = (url: string, body: unknown, token: string | null) => t.app.inject({ method: 'POST', url, payload: body as object, headers: auth(token) });
    expect((await post(`/api/admin/corporate-actions/${id}`, { decision: 'confirmed' }, person.token)).statusCode).toBe(403);
    expect((await post('/api/admin/corporate-actions/not-a-uuid', { decision: 'confirmed' }, admin.token)).statusCode).toBe(400);
    expect((await post(`/api/admin/corporate-actions/${id}`, { decision: 'maybe' }, admin.token)).statusCode).toBe(400);
    expect((await post('/api/admin/corporate-actions/00000000-0000-0000-0000-000000000000', { decision: 'confirmed' }, admin.token)).statusCode).toBe(404);
    const confirmed = await post(`/api/admin/corporate-actions/${id}`, { decision: 'confirmed' }, admin.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().action).toMatchObject({ id, status: 'confirmed', decidedBy: adminEmail });
  });
});
