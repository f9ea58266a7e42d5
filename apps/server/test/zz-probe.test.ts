import { it } from 'vitest';
import { createPlatform, createUser, createProgram, TEST_PASSWORD } from './factories';
import { createTestApp } from './test-app';
it('probe', async () => {
  const t = await createTestApp();
  const p = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, p.id, { roleKeys: ['platform_admin'] });
  const prog = await createProgram(t.database.db, p.id);
  const s = await t.signIn(p.host, admin.email, TEST_PASSWORD, 'admin');
  for (const [m, u] of [['QUERY', '/api/health'], ['QUERY', '/x'], ['PROPFIND', '/api/health'], ['GET', '/api/admins?after=0'], ['GET', `/api/user.programs/${prog.id}/responses?to=0000-00-00`], ['GET', `/api/user.programs/${prog.id}/responses?to=2020-02-30`], ['GET', `/api/portal/platforms/${p.id}/programs?after=0`]]) {
    const r = await t.request(p.host, { method: m as 'GET', url: u, headers: { authorization: `Bearer ${s.accessToken}` } });
    console.log('PROBE', m, u, r.statusCode, r.body.slice(0, 200));
  }
  await t.close();
}, 60000);
