import { request } from 'node:http';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import type { UploadedFile } from '@opencall/shared/files';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { appUrl } from './browser';
import { text } from './locales';

export const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };

/** Signs someone in through the back-office login page (French) and waits for the dashboard. */
export async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/fr/admin/login'));
  await page.getByRole('textbox', { name: new RegExp(`^${text('fr', 'fields.email', {}, 'auth')}`) }).fill(email);
  await page.getByRole('textbox', { name: text('fr', 'fields.password', {}, 'auth'), exact: true }).fill(password);
  await page.getByRole('button', { name: text('fr', 'login.submit', {}, 'auth') }).click();
  await page.waitForURL(appUrl('/fr/admin/home/dashboard'));
}

/** Signs the demo admin in through the back-office login page (French). */
export function signInAsAdmin(page: Page): Promise<void> {
  return signInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an invitation's link and sets the password there, as an invited person does (French). */
export async function finalizeInvitation(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page
    .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text('fr', 'fields.password', {}, 'auth'))}`) })
    .first()
    .fill(password);
  await page.getByRole('button', { name: text('fr', 'finalize.submit', {}, 'auth') }).click();
  await page.getByText(text('fr', 'finalize.done', {}, 'auth')).waitFor();
}

/** Creates a program through the create page, French by default plus `extraLangs`; returns its slug. */
export async function createProgramInUi(page: Page, title: string, extraLangs: Locale[] = []): Promise<string> {
  await page.goto(appUrl('/fr/admin/home/programs/create'));
  await page.getByTestId('program-title').fill(title);
  const slug = await page.getByTestId('program-slug').inputValue();
  for (const lang of extraLangs) await page.getByRole('checkbox', { name: LOCALE_NAMES[lang], exact: true }).check();
  await page.getByTestId('program-create-submit').click();
  await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/configure`);
  return slug;
}

export const formsUrl = (slug: string, formId?: string) =>
  appUrl(`/fr/admin/programs/${slug}/forms${formId ? `/${formId}` : ''}`);

interface Reply {
  status: number;
  setCookies: string[];
  body: unknown;
}

/**
 * One HTTP call to the e2e server. It listens on 127.0.0.1 and picks the platform by Host, which
 * `fetch` will not let a caller set: hence node:http.
 */
function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  port: number = inject('e2ePort'),
): Promise<Reply> {
  // Bytes go as they are (with their own content-type header); anything else as JSON.
  const payload = body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `localhost:${port}`,
          accept: 'application/json',
          ...(typeof payload === 'string' && { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            // not JSON: keep the text for the error message
          }
          const cookies = response.headers['set-cookie'] ?? [];
          resolve({ status: response.statusCode ?? 0, setCookies: cookies, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface AdminApi {
  /** An authenticated unsafe or safe call; throws unless the server answers 200. */
  send<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** A private upload through POST /api/files, as the upload input sends it; answers the stored file. */
  upload(bytes: Buffer, name: string): Promise<UploadedFile>;
}

/** A multipart/form-data body with one file part, the way a browser builds it. */
function multipartBody(bytes: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = `----opencall-e2e-${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Signs the demo admin in through the API, as the login page does (CSRF cookie and token first). */
export function adminApi(): Promise<AdminApi> {
  return signedInApi({ ...DEMO_ADMIN, area: 'admin' });
}

/** Signs anyone in through the API (a session of its own, like another device), CSRF cookie and token first. */
export async function signedInApi({
  port,
  ...credentials
}: {
  email: string;
  password: string;
  area: 'admin' | 'public';
  /** A server of the journey's own (the shared one by default). */
  port?: number;
}): Promise<AdminApi> {
  const info = await call('GET', '/api/portal/domain-info', {}, undefined, port);
  const nonce = info.setCookies.find((cookie) => cookie.startsWith('oc_csrf='))?.split(';')[0];
  const token = (info.body as { data?: { csrfToken?: string } }).data?.csrfToken;
  if (info.status !== 200 || !nonce || !token)
    throw new Error(`domain-info: ${info.status} ${JSON.stringify(info.body)}`);
  const csrf = { cookie: nonce, 'x-csrf-token': token };
  const login = await call('POST', '/api/auth/login', csrf, credentials, port);
  const accessToken = (login.body as { accessToken?: string }).accessToken;
  if (login.status !== 200 || !accessToken) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    async send<T>(method: string, path: string, body?: unknown) {
      const reply = await call(method, path, { ...csrf, authorization: `Bearer ${accessToken}` }, body, port);
      if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body as T;
    },
    async upload(bytes: Buffer, name: string) {
      const { body, contentType } = multipartBody(bytes, name);
      const headers = { ...csrf, authorization: `Bearer ${accessToken}`, 'content-type': contentType };
      const reply = await call('POST', '/api/files', headers, body, port);
      if (reply.status !== 200) throw new Error(`upload ${name}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return (reply.body as { data: UploadedFile }).data;
    },
  };
}

export interface FieldInput {
  reference: string;
  type: string;
  title?: string;
  required?: boolean;
}

/** A program (French, plus `extraLangs`) and one form in it, through the API. */
export async function programWithForm(
  api: AdminApi,
  { title, fields, extraLangs = [] }: { title: string; fields: FieldInput[]; extraLangs?: Locale[] },
): Promise<{ slug: string; programId: string; formId: string }> {
  const slug = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${Date.now()}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: title },
    defaultLang: 'fr',
    supportedLangs: ['fr', ...extraLangs],
  });
  const form = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${program.data.id}/forms`, {
    title,
    fields,
  });
  return { slug, programId: program.data.id, formId: form.data.id };
}
