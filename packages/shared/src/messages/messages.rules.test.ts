import { describe, expect, it } from 'vitest';
import { batchPercent, fillMergeFields, isBatchActive, unknownMergeFields } from './messages.rules';

const values = {
  firstname: 'Ada',
  lastname: 'Lovelace <3',
  programTitle: 'Prix',
  reference: '3F2A91BC',
  status: 'Soumise',
  applicationLink: 'http://acme.localhost/fr/x',
};

describe('fillMergeFields', () => {
  it('fills every known field, escaping in HTML and not in plain text', () => {
    expect(fillMergeFields('<p>{{firstname}} {{ lastname }}</p>', values, { html: true })).toBe(
      '<p>Ada Lovelace &lt;3</p>',
    );
    expect(fillMergeFields('{{lastname}} – {{reference}}', values, { html: false })).toBe('Lovelace <3 – 3F2A91BC');
  });
  it('leaves an unknown placeholder as typed and names it', () => {
    expect(fillMergeFields('{{nope}} {{status}}', values, { html: false })).toBe('{{nope}} Soumise');
    expect(unknownMergeFields('{{nope}} {{status}} {{nope}}')).toEqual(['nope']);
  });
});

describe('batch progress', () => {
  it('counts sent and failed out of the total', () => {
    expect(batchPercent({ total: 4, sent: 1, failed: 1 })).toBe(50);
    expect(batchPercent({ total: 0, sent: 0, failed: 0 })).toBe(100);
    expect(isBatchActive({ status: 'sending' })).toBe(true);
    expect(isBatchActive({ status: 'sent' })).toBe(false);
  });
});
