/** The second step of a sign-in waiting for a code (`mfa`) or for enrolment (`mfa_enroll`). */
export interface PendingMfa {
  token: string;
  kind: 'mfa' | 'mfa_enroll';
}

// The short-lived (10 min) token survives a reload of the code page, and nothing longer: tab storage only.
const STORAGE_KEY = 'oc:pending-mfa';
let inMemory: PendingMfa | null = null;

export function savePendingMfa(pending: PendingMfa): void {
  inMemory = pending;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the step still works until the page is reloaded.
  }
}

export function readPendingMfa(kind: PendingMfa['kind']): PendingMfa | null {
  let pending = inMemory;
  if (!pending) {
    try {
      pending = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PendingMfa | null;
    } catch {
      pending = null;
    }
  }
  return pending && pending.kind === kind && typeof pending.token === 'string' ? pending : null;
}

export function clearPendingMfa(): void {
  inMemory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
