import { authApi, type Profile } from '@opencall/shared/auth';
import { callApi, configureApiClient } from '../api-client';
import { AuthFailedError } from '../api-error';

export type SessionStatus = 'loading' | 'signed_in' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: Profile | null;
  /** Where a deliberate sign-out is taking the user: guards go there instead of to the login page. */
  leavingTo: string | null;
  /** The session ended under a page holding unsent work: it stays open (guards let it be) and offers the sign-in. */
  isPageKept: boolean;
}

/** Why a session could not start: no refresh cookie (or an expired one), or no profile came back (SPEC §5). */
export type RestoreOutcome = 'signed_in' | 'anonymous' | 'auth_failed';

let state: SessionState = { status: 'loading', user: null, leavingTo: null, isPageKept: false };
const listeners = new Set<() => void>();
let restoring: Promise<RestoreOutcome> | null = null;
let endingOnServer: Promise<void> | null = null;
/** Asked when a session ends: does a page on screen hold work the server has not got yet? */
const unsentWork = new Set<() => boolean>();

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fresh access token (sign-in, MFA, refresh) becomes the session once the profile says who it is. */
export async function startSession(accessToken: string): Promise<Profile> {
  configureApiClient({ accessToken });
  try {
    const { data } = await callApi(authApi.profile);
    setState({ status: 'signed_in', user: data, leavingTo: null, isPageKept: false });
    return data;
  } catch (error) {
    configureApiClient({ accessToken: null });
    setState({ status: 'anonymous', user: null });
    throw new AuthFailedError(error);
  }
}

/** Set by the server beside the httpOnly refresh cookie (and cleared with it): a session may be there. */
const SESSION_HINT_COOKIE = '__Host-oc_session';

function mayHoldSession(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Boot: one refresh (the httpOnly cookie may hold a session), then the profile. Runs once per page load.
 * Without the hint cookie nobody signed in from this browser: no refresh, so no 401 on an anonymous visit.
 */
export function restoreSession(): Promise<RestoreOutcome> {
  restoring ??= (async () => {
    if (!mayHoldSession()) {
      setState({ status: 'anonymous', user: null });
      return 'anonymous';
    }
    let accessToken: string;
    try {
      accessToken = (await callApi(authApi.refresh)).accessToken;
    } catch {
      setState({ status: 'anonymous', user: null });
      return 'anonymous';
    }
    try {
      await startSession(accessToken);
      return 'signed_in';
    } catch (error) {
      console.error('Authentification failed', error);
      return 'auth_failed';
    }
  })();
  return restoring;
}

/** The profile again, after something changed it (roles, two-step verification). */
export async function reloadProfile(): Promise<void> {
  if (state.status !== 'signed_in') return;
  const { data } = await callApi(authApi.profile);
  setState({ user: data });
}

/** SPEC §4 logout: posts to the logout endpoint and ignores any failure (the session may be gone already). */
export function endSessionOnServer(): Promise<void> {
  endingOnServer ??= callApi(authApi.logout)
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      endingOnServer = null;
    });
  return endingOnServer;
}

/**
 * Forgets the session in this page: no token, no user. `leavingTo` names where a deliberate sign-out
 * goes; `isPageKept` leaves the page on screen (it holds unsent work and offers the sign-in itself).
 */
export function clearSession(leavingTo: string | null = null, isPageKept = false): void {
  configureApiClient({ accessToken: null });
  setState({ status: 'anonymous', user: null, leavingTo, isPageKept });
}

/** A page registers what it has not sent yet, so an ended session does not take it away; returns the release. */
export function keepPageWhileUnsent(hasUnsent: () => boolean): () => void {
  unsentWork.add(hasUnsent);
  return () => {
    unsentWork.delete(hasUnsent);
    if (state.isPageKept) setState({ isPageKept: false });
  };
}

export function hasUnsentWork(): boolean {
  return [...unsentWork].some((hasUnsent) => hasUnsent());
}

/** The page reached the place a sign-out was going to: guards behave normally again. */
export function arrivedAfterSignOut(): void {
  if (state.leavingTo !== null) setState({ leavingTo: null });
}
