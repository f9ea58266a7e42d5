// Signs in over HTTP, as the back office or the portal would, for the authenticated targets.
import { httpGet } from './load';

export interface AdminSession {
  /** Authorization, CSRF cookie and header for the platform on `localhost`. */
  headers: Record<string, string>;
}

const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };

/** Signs someone in on the demo platform (`localhost`): the back office (`admin`) or the portal (`public`). */
export async function signIn(
  port: number,
  credentials: { email: string; password: string },
  area: 'admin' | 'public',
): Promise<AdminSession> {
  const info = await httpGet({ name: 'domain-info', port, path: '/api/portal/domain-info', host: 'localhost' });
  const csrfCookie = info.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('oc_csrf='));
  const csrfToken = (JSON.parse(info.body) as { data: { csrfToken: string } }).data.csrfToken;
  if (!csrfCookie) throw new Error('domain-info did not set the CSRF cookie');
  const base = { cookie: csrfCookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  const login = await httpGet({
    name: 'login',
    port,
    path: '/api/auth/login',
    host: 'localhost',
    method: 'POST',
    headers: base,
    body: JSON.stringify({ ...credentials, area }),
  });
  const accessToken = (JSON.parse(login.body) as { accessToken?: string }).accessToken;
  if (login.status !== 200 || !accessToken)
    throw new Error(`sign-in of ${credentials.email} failed: ${login.status} ${login.body}`);
  return { headers: { ...base, authorization: `Bearer ${accessToken}` } };
}

export function signInAsDemoAdmin(port: number): Promise<AdminSession> {
  return signIn(port, DEMO_ADMIN, 'admin');
}
