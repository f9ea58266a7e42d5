import * as applications from '@opencall/shared/applications';
import * as auth from '@opencall/shared/auth';
import { BUILTIN_ROLE_PERMISSIONS, ROLE_KEYS, type RoleKey } from '@opencall/shared/auth';
import * as emails from '@opencall/shared/emails';
import * as evaluations from '@opencall/shared/evaluations';
import * as files from '@opencall/shared/files';
import * as forms from '@opencall/shared/forms';
import * as galleries from '@opencall/shared/galleries';
import type { Endpoint } from '@opencall/shared/http';
import * as messages from '@opencall/shared/messages';
import * as platforms from '@opencall/shared/platforms';
import * as programs from '@opencall/shared/programs';
import * as publicVotes from '@opencall/shared/public-votes';
import * as system from '@opencall/shared/system';
import * as users from '@opencall/shared/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../src/db/schema';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from './factories';
import { createTestApp, type Session, type TestApp } from './test-app';

// Issue 11 §5: a role given on a program grants exactly that program. Every built-in role, held on
// one program only, against that program and another one, on every program route the server
// registers (read from its OpenAPI document, so a new program route is covered without a new row).

const UUID = '00000000-0000-4000-8000-000000000000';
const PROGRAM_PATH = '/api/user.programs/{programId}';
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every contract the shared package defines, by `METHOD /path/{param}`. */
function contractsByRoute(): Map<string, Endpoint> {
  const contracts = new Map<string, Endpoint>();
  for (const module of [
    applications,
    auth,
    emails,
    evaluations,
    files,
    forms,
    galleries,
    messages,
    platforms,
    programs,
    publicVotes,
    system,
    users,
  ]) {
    for (const group of Object.values(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const endpoint of Object.values(group as Record<string, unknown>)) {
        const candidate = endpoint as Partial<Endpoint> | null;
        if (candidate && typeof candidate === 'object' && typeof candidate.url === 'string' && candidate.method) {
          contracts.set(`${candidate.method} ${toOpenApiPath(candidate.url)}`, candidate as Endpoint);
        }
      }
    }
  }
  return contracts;
}

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let other: Awaited<ReturnType<typeof createProgram>>;
const holders = new Map<RoleKey, { userId: string; session: Session }>();
const roleIds = new Map<RoleKey, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db);
  other = await createProgram(db, acme.id);
  for (const key of ROLE_KEYS) {
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.platformId, acme.id), eq(roles.key, key)));
    if (!role) throw new Error(`no role ${key}`);
    roleIds.set(key, role.id);
    // No platform role at all: only what the program roles below give.
    const user = await createUser(db, acme.id);
    holders.set(key, { userId: user.id, session: await t.signIn(acme.host, user.email, TEST_PASSWORD) });
  }
});
afterAll(() => t.close());

/** A fresh program on which the role's holder holds that role (a call may consume it: trash, publish…). */
async function programHeldBy(key: RoleKey) {
  const program = await createProgram(t.database.db, acme.id);
  const holder = holders.get(key);
  await t.database.db.insert(userRoles).values({
    platformId: acme.id,
    userId: holder?.userId ?? UUID,
    roleId: roleIds.get(key) ?? UUID,
    programId: program.id,
  });
  return program;
}

function programRoutes(): Array<{ method: string; path: string; contract: Endpoint }> {
  const contracts = contractsByRoute();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => ({ method: method.toUpperCase(), path }))
      .filter(({ path }) => path === PROGRAM_PATH || path.startsWith(`${PROGRAM_PATH}/`))
      .map(({ method, path }) => {
        const contract = contracts.get(`${method} ${path}`);
        if (!contract) throw new Error(`no shared contract for ${method} ${path}`);
        return { method, path, contract };
      }),
  );
}

const urlFor = (path: string, programRef: string) => path.replace('{programId}', programRef).replace(/\{\w+\}/g, UUID);

function expectedOnOwnProgram(contract: Endpoint, key: RoleKey): 'allowed' | 'denied' {
  if (typeof contract.access !== 'object') return 'allowed';
  return BUILTIN_ROLE_PERMISSIONS[key].includes(contract.access.permission as never) ? 'allowed' : 'denied';
}

describe('roles given on a program', () => {
  it('reach every program route the server registers', () => {
    const routes = programRoutes();
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const key of ROLE_KEYS) {
    it(`${key} on one program: exactly what the role allows there, and missing_permissions on another`, async () => {
      const holder = holders.get(key);
      if (!holder) throw new Error('no holder');
      const outcomes: string[] = [];
      const wanted: string[] = [];
      for (const { method, path, contract } of programRoutes()) {
        const own = await programHeldBy(key);
        const call = (programRef: string) =>
          t.send(
            acme.host,
            {
              method: method as 'GET',
              url: urlFor(path, programRef),
              ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
            },
            holder.session,
          );
        const describe = (res: Awaited<ReturnType<typeof call>>) => {
          if (res.statusCode === 403 && res.json().error?.code === 'missing_permissions') return 'denied';
          if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
            return `broken ${res.statusCode}`;
          return 'allowed';
        };
        const onOwn = describe(await call(own.id));
        const onOther = describe(await call(other.id));
        const bySlug = describe(await call(own.slug));
        outcomes.push(`${method} ${path}: own ${onOwn}, by slug ${bySlug}, other ${onOther}`);
        const expected = expectedOnOwnProgram(contract, key);
        const expectedOther = typeof contract.access === 'object' ? 'denied' : 'allowed';
        wanted.push(`${method} ${path}: own ${expected}, by slug ${expected}, other ${expectedOther}`);
      }
      expect(outcomes).toEqual(wanted);
    });
  }
});
