// What the Lighthouse pages need on the demo platform: a published program to open and apply to,
// and a signed-in visitor's cookies for the apply page. Everything goes through the API, as pages do.
import { signInAsDemoAdmin } from './admin-session';
import { httpGet } from './load';

const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };

async function call<T>(
  port: number,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const answer = await httpGet({
    name: path,
    port,
    path,
    host: 'localhost',
    method,
    headers,
    ...(body && { body: JSON.stringify(body) }),
  });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

/** A published program with a form step (three fields) and a text step, as applicants see them; answers its slug. */
export async function publishBenchProgram(port: number): Promise<string> {
  const { headers } = await signInAsDemoAdmin(port);
  const slug = `prix-des-jardins-${Date.now()}`;
  const description =
    '<p>Le prix soutient les jardins partagés du quartier : semences, outils, formation des bénévoles.</p>' +
    '<p>Les dossiers sont examinés par un jury de voisins et de jardiniers.</p>';
  const program = await call<{ data: { id: string } }>(port, headers, 'POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix des jardins partagés' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
  });
  const base = `/api/user.programs/${program.data.id}`;
  const form = await call<{ data: { id: string } }>(port, headers, 'POST', `${base}/forms`, {
    title: 'Votre projet',
    fields: [
      { reference: 'name', type: 'text', title: 'Nom du projet', required: true },
      { reference: 'city', type: 'text', title: 'Ville' },
      { reference: 'summary', type: 'textarea', title: 'Résumé' },
    ],
  });
  await call(port, headers, 'POST', `${base}/categories`, {
    titles: { fr: 'Jeunes pousses' },
    steps: [
      { type: 'form', titles: { fr: 'Votre projet' }, config: { form_id: form.data.id } },
      { type: 'textarea', titles: { fr: 'Règlement' }, config: { content: description } },
    ],
  });
  await call(port, headers, 'POST', `${base}/publish`, {});
  return slug;
}

/**
 * The cookies of a visitor signed in on the public pages, as a Cookie header: the CSRF nonce, a fresh
 * refresh token (a new sign-in each time: a refresh token presented twice 30 s apart ends its session)
 * and the session hint the app reads to know there is a session to resume.
 */
export async function signedInCookie(port: number): Promise<string> {
  const info = await httpGet({ name: 'domain-info', port, path: '/api/portal/domain-info', host: 'localhost' });
  const csrfCookie = info.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('oc_csrf='));
  const csrfToken = (JSON.parse(info.body) as { data: { csrfToken: string } }).data.csrfToken;
  if (!csrfCookie) throw new Error('domain-info did not set the CSRF cookie');
  const login = await httpGet({
    name: 'login',
    port,
    path: '/api/auth/login',
    host: 'localhost',
    method: 'POST',
    headers: { cookie: csrfCookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ADMIN, area: 'public' }),
  });
  const cookies = login.setCookie.map((c) => c.split(';')[0] ?? '');
  const refresh = cookies.find((c) => c.startsWith('__Host-oc_refresh='));
  const hint = cookies.find((c) => c.startsWith('__Host-oc_session='));
  if (login.status !== 200 || !refresh || !hint)
    throw new Error(`public sign-in failed: ${login.status} ${login.body}`);
  return `${csrfCookie}; ${refresh}; ${hint}`;
}
