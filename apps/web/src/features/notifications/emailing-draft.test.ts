import { DEFAULT_NOTIFICATION_CHANNELS } from '@opencall/shared/notifications';
import { describe, expect, it } from 'vitest';
import { changedPreferences, draftOf } from './emailing-draft';

describe('the emailing choices', () => {
  it('start from what was saved, the defaults for the rest', () => {
    const draft = draftOf([{ event: 'export_finished', channel: 'off' }]);
    expect(draft).toEqual({ ...DEFAULT_NOTIFICATION_CHANNELS, export_finished: 'off' });
  });

  it('send only what moved', () => {
    const saved = [{ event: 'export_finished', channel: 'off' }] as const;
    const draft = { ...draftOf(saved), submission_received: 'digest', export_finished: 'off' } as const;
    expect(changedPreferences(saved, draft)).toEqual([{ event: 'submission_received', channel: 'digest' }]);
    expect(changedPreferences(saved, draftOf(saved))).toEqual([]);
  });
});
