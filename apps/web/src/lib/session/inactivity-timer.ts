/** SPEC §9 sessionInactivityTime: 15 minutes without pointer or keyboard activity ends the session. */
export const SESSION_INACTIVITY_MS = 900_000;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
// Tabs of the same site share the last activity: signing out ends every session, so an idle tab
// must not sign out a user who is busy in another one.
const STORAGE_KEY = 'oc:last-activity';
const SHARE_EVERY_MS = 5_000;

function readShared(): number {
  try {
    return Number(localStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(at));
  } catch {
    // Storage may be unavailable (private mode, quota): this tab still counts its own activity.
  }
}

/** Calls `onIdle` once after `timeoutMs` without activity in any tab; returns the function that stops it. */
export function startInactivityTimer(onIdle: () => void, timeoutMs = SESSION_INACTIVITY_MS): () => void {
  let lastActivity = Date.now();
  let lastShared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const recordActivity = () => {
    lastActivity = Date.now();
    if (lastActivity - lastShared >= SHARE_EVERY_MS) {
      lastShared = lastActivity;
      writeShared(lastActivity);
    }
  };

  const check = () => {
    const idleFor = Date.now() - Math.max(lastActivity, readShared());
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, timeoutMs - idleFor);
  };

  function stop() {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, recordActivity);
  }

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, recordActivity, { passive: true });
  recordActivity();
  timer = setTimeout(check, timeoutMs);
  return stop;
}
