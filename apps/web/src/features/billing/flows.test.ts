import { describe, expect, it } from 'vitest';
import { FLOW_ENTRIES } from './flow-paths';
import { FLOWS } from './flows';

describe('subscription flows', () => {
  it.each(Object.keys(FLOWS) as (keyof typeof FLOWS)[])(
    '%s opens, from its address alone, with its own first step',
    (key) => {
      expect(FLOW_ENTRIES[key].path).toBe(FLOWS[key].path);
      expect(FLOW_ENTRIES[key].firstStep).toBe(FLOWS[key].steps[0]);
    },
  );
});
