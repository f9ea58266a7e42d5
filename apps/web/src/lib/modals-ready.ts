// Mantine's `modals.open` is an event the provider listens to: one sent before the provider is mounted is
// lost. The provider loads after the first paint (app/feedback-layers.tsx), while a page loaded straight
// from its address may already need a dialog (SPEC §8 missing permissions): such calls wait for it.
let isReady = false;
const waiting: Array<() => void> = [];

/** Called once the dialogs' provider listens. */
export function markModalsReady(): void {
  isReady = true;
  for (const open of waiting.splice(0)) open();
}

/** Runs `open` now if the dialogs' provider listens, else as soon as it does. */
export function whenModalsReady(open: () => void): void {
  if (isReady) open();
  else waiting.push(open);
}
