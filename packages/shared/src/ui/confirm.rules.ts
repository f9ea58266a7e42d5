export const DEFAULT_CONFIRM_TEXT = 'DLT';

/** SPEC §5: the typed confirmation must match, ignoring case (and surrounding spaces). */
export function matchesConfirmText(typed: string, expected: string = DEFAULT_CONFIRM_TEXT): boolean {
  return typed.trim().toLowerCase() === expected.trim().toLowerCase();
}
