import { shouldReloadAfterChunkError } from '@opencall/shared/ui';

const STORAGE_KEY = 'oc:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * After a deploy, an open tab asks for chunks that no longer exist: reload once to get the new
 * build, but at most once a minute so a real outage cannot loop. Returns whether it reloads.
 */
export function reloadAfterChunkError(): boolean {
  const last = Number(localStorage.getItem(STORAGE_KEY)) || null;
  if (!shouldReloadAfterChunkError(last, Date.now())) return false;
  localStorage.setItem(STORAGE_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function watchChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
