import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  assertItemId,
  assertRequestBody,
  type CallInput,
  CSRF_HEADER,
  type Endpoint,
  fillPath,
  isErrorBody,
  LOCALE_HEADER,
  type ResponseOf,
} from '@opencall/shared/http';
import { ApiError } from './api-error';

/** What the app plugs in: dialogs for 403 codes, the suspended redirect, and the end of a session. */
export interface ApiClientHooks {
  onForbidden?: (code: string, error: ApiError) => void;
  onSessionExpired?: () => void | Promise<void>;
}

const REFRESH_URL = '/api/auth/refresh';
// SPEC §7: these calls never trigger a refresh (they are how a session starts or renews).
const NO_REFRESH_PATHS = ['/api/auth/login', REFRESH_URL, '/api/auth/login-google', '/api/google-user-info'];

const state: {
  /** Empty in the browser (same origin); an absolute origin where there is no page (tests, tools). */
  baseUrl: string;
  csrfToken: string;
  locale: Locale;
  accessToken: string | null;
  hooks: ApiClientHooks;
} = {
  baseUrl: '',
  csrfToken: '',
  locale: 'fr',
  accessToken: null,
  hooks: {},
};
let refreshing: Promise<boolean> | null = null;

export function configureApiClient(update: Partial<typeof state>): void {
  Object.assign(state, update);
}

export function currentApiLocale(): Locale {
  return state.locale;
}

/** Address and headers of a call, for the one request fetch cannot make: an upload that reports progress. */
export function apiRequestParts(path: string): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { accept: 'application/json', [LOCALE_HEADER]: state.locale };
  if (state.csrfToken) headers[CSRF_HEADER] = state.csrfToken;
  if (state.accessToken) headers.authorization = `Bearer ${state.accessToken}`;
  return { url: `${state.baseUrl}${path}`, headers };
}

function buildUrl(url: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

/** What one call adds: its abort signal, headers of its own (a public voter's proof), no session refresh on 401. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A 401 that is not about the session (a voter's proof): no refresh, no sign-out. */
  ownAuth?: boolean;
}

async function send(
  method: string,
  url: string,
  body: unknown,
  signal?: AbortSignal,
  extra?: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', [LOCALE_HEADER]: state.locale, ...extra };
  if (state.csrfToken) headers[CSRF_HEADER] = state.csrfToken;
  if (state.accessToken) headers.authorization = `Bearer ${state.accessToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${state.baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
}

/** One refresh at a time: concurrent 401s wait for the same attempt and are replayed after it. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await send('POST', REFRESH_URL, undefined);
      if (!response.ok) return false;
      const payload = (await response.json()) as { accessToken?: string; data?: { accessToken?: string } };
      state.accessToken = payload.accessToken ?? payload.data?.accessToken ?? null;
      return state.accessToken !== null;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** What `request` does after a 401 or a 403, for calls made outside it: true when a replay may succeed. */
export async function handleAuthFailure(error: ApiError): Promise<boolean> {
  if (error.status === 403) state.hooks.onForbidden?.(error.code, error);
  if (error.status !== 401) return false;
  if (await refreshSession()) return true;
  await state.hooks.onSessionExpired?.();
  return false;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorBody(payload)) {
    return new ApiError(response.status, payload.error.code, payload.error.message, payload.error.details);
  }
  return new ApiError(response.status, 'internal_error', response.statusText || 'Request failed');
}

/** Sends a request described by a shared contract and returns its typed response, or throws ApiError. */
export async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  options: Omit<CallOptions, 'signal'> = {},
): Promise<T> {
  let response = await send(method, url, body, signal, options.headers);
  if (response.status === 401 && !options.ownAuth && !NO_REFRESH_PATHS.some((path) => url.startsWith(path))) {
    if (await refreshSession()) {
      response = await send(method, url, body, signal, options.headers);
    } else {
      await state.hooks.onSessionExpired?.();
    }
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 403) state.hooks.onForbidden?.(error.code, error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `callApi(platformsApi.details, { params: { platformId } })` → the contract's 200 body. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const params = (input.params ?? {}) as Record<string, unknown>;
  // SPEC §5: refuse before any call is made, in the same words as the server.
  try {
    for (const key of Object.keys(endpoint.schema.params?.shape ?? {})) assertItemId(params[key]);
    if (endpoint.schema.body && endpoint.method === 'POST') assertRequestBody(input.body);
  } catch (error) {
    if (error instanceof AppError) throw new ApiError(error.status, error.code, error.code);
    throw error;
  }
  const url = buildUrl(fillPath(endpoint.url, params), input.query as Record<string, unknown> | undefined);
  return request<ResponseOf<E>>(endpoint.method, url, input.body, options.signal, options);
}
