/**
 * SPEC §4: in an ordered list of steps, a step can be reached only once every earlier
 * `validation` step is 'validated'. Returns the title of the first one that is not, else null.
 */
export function findBlockingValidationStep(
  steps: readonly { title: string; type: string; status?: string }[],
  targetIndex: number,
): string | null {
  const blocking = steps
    .slice(0, Math.max(0, targetIndex))
    .find((s) => s.type === 'validation' && s.status !== 'validated');
  return blocking ? blocking.title : null;
}
