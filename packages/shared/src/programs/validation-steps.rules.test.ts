import { describe, expect, it } from 'vitest';
import { findBlockingValidationStep } from './validation-steps.rules';

const steps = [
  { title: 'Apply', type: 'form' },
  { title: 'Eligibility', type: 'validation', status: 'validated' },
  { title: 'Details', type: 'form' },
  { title: 'Interview', type: 'validation', status: 'pending' },
  { title: 'Final', type: 'validation' },
  { title: 'Last', type: 'form' },
];

describe('findBlockingValidationStep', () => {
  it('allows a step when every earlier validation step is validated', () => {
    expect(findBlockingValidationStep(steps, 0)).toBeNull();
    expect(findBlockingValidationStep(steps, 2)).toBeNull();
    expect(findBlockingValidationStep(steps, 3)).toBeNull();
  });

  it('reports the first earlier validation step that is not validated', () => {
    expect(findBlockingValidationStep(steps, 4)).toBe('Interview');
    expect(findBlockingValidationStep(steps, 5)).toBe('Interview');
    expect(
      findBlockingValidationStep(
        [steps[0], steps[4], steps[3], steps[5]].flatMap((s) => (s ? [s] : [])),
        3,
      ),
    ).toBe('Final');
  });

  it('ignores non-validation steps whatever their status, and a negative index', () => {
    expect(
      findBlockingValidationStep(
        [
          { title: 'F', type: 'form', status: 'pending' },
          { title: 'G', type: 'form' },
        ],
        1,
      ),
    ).toBeNull();
    expect(findBlockingValidationStep(steps, -1)).toBeNull();
  });
});
