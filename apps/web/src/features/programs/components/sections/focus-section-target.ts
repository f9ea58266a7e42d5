// The check dialog's closing transition lasts about 200 ms; focus moves once it has gone.
const AFTER_DIALOG_MS = 250;

/** Scrolls to and focuses the element with `id`, then runs `then` (e.g. opens its editor). */
export function focusSectionTarget(id: string, then?: () => void): void {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element?.focus({ preventScroll: true });
    then?.();
  }, AFTER_DIALOG_MS);
}
