import type { MyApplication } from '@opencall/shared/applications';
import { describe, expect, it, vi } from 'vitest';
import {
  Autosave,
  type AutosaveState,
  type DraftStorage,
  draftKey,
  readLocalDraft,
  type SaveOutcome,
  withLocalAnswers,
} from './autosave';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const application = (version: number, answers: MyApplication['answers'] = {}): MyApplication => ({
  id: 'app-1',
  status: 'draft',
  program: { id: 'p', slug: 'p', title: 'P' },
  category: null,
  answers,
  stepStatuses: {},
  version,
  editable: true,
  submittedAt: null,
  createdAt: '',
  updatedAt: '',
});

/** A server holding one application, answering saves like the API does. */
function fakeServer() {
  let server = application(1);
  let online = true;
  let signedIn = true;
  let refuse: ((answers: Record<string, unknown>) => SaveOutcome | null) | null = null;
  const calls: { stepId: string; version: number }[] = [];
  const save = async (stepId: string, answers: Record<string, unknown>, version: number): Promise<SaveOutcome> => {
    calls.push({ stepId, version });
    if (!online) return { kind: 'offline' };
    if (!signedIn) return { kind: 'signedOut' };
    const refused = refuse?.(answers);
    if (refused) return refused;
    if (version !== server.version) return { kind: 'conflict', current: server };
    server = application(server.version + 1, { ...server.answers, [stepId]: answers });
    return { kind: 'saved', application: server };
  };
  return {
    save,
    calls,
    get app() {
      return server;
    },
    set online(value: boolean) {
      online = value;
    },
    set signedIn(value: boolean) {
      signedIn = value;
    },
    /** A 4xx for some answers (the API's refusal of a file, say). */
    set refuse(value: typeof refuse) {
      refuse = value;
    },
    otherDeviceSaves(stepId: string, answers: Record<string, unknown>) {
      server = application(server.version + 1, { ...server.answers, [stepId]: answers });
    },
  };
}

function setup(server = fakeServer(), storage = memoryStorage()) {
  const states: AutosaveState[] = [];
  const autosave = new Autosave({
    draftId: 'app-1',
    version: server.app.version,
    save: server.save,
    storage,
    onState: (state) => states.push(state),
    debounceMs: 10,
    retryMs: 10_000,
  });
  return { autosave, server, storage, states };
}

describe('Autosave', () => {
  it('keeps every change on the device at once, sends the last one after the pause, then forgets it locally', async () => {
    vi.useFakeTimers();
    const { autosave, server, storage } = setup();
    autosave.change('s1', { name: 'A' });
    autosave.change('s1', { name: 'Ad' });
    expect(readLocalDraft(storage, 'app-1')?.steps).toEqual({ s1: { name: 'Ad' } });
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(server.calls).toEqual([{ stepId: 's1', version: 1 }]);
    expect(server.app.answers).toEqual({ s1: { name: 'Ad' } });
    expect(storage.data.has(draftKey('app-1'))).toBe(false);
    expect(autosave.current.status).toBe('saved');
    vi.useRealTimers();
  });

  it('goes offline without losing anything and sends everything once back online', async () => {
    const { autosave, server, storage } = setup();
    server.online = false;
    autosave.change('s1', { name: 'Ada' });
    await autosave.flush();
    expect(autosave.current.status).toBe('offline');
    expect(readLocalDraft(storage, 'app-1')?.steps).toEqual({ s1: { name: 'Ada' } });
    autosave.change('s2', { city: 'Lyon' });
    server.online = true;
    await autosave.retry();
    expect(server.app.answers).toEqual({ s1: { name: 'Ada' }, s2: { city: 'Lyon' } });
    expect(autosave.current.status).toBe('saved');
    expect(readLocalDraft(storage, 'app-1')).toBeNull();
    autosave.dispose();
  });

  it('brings back what a closed tab left on the device', async () => {
    const storage = memoryStorage();
    const first = setup(undefined, storage);
    first.server.online = false;
    first.autosave.change('s1', { name: 'Ada' });
    await first.autosave.flush();
    first.autosave.dispose();
    // A new visit: same device, the server never got it.
    const draft = readLocalDraft(storage, 'app-1');
    expect(draft).toMatchObject({ version: 1, steps: { s1: { name: 'Ada' } } });
    const second = setup(first.server, storage);
    first.server.online = true;
    second.autosave.restore(draft as NonNullable<typeof draft>);
    await second.autosave.flush();
    expect(first.server.app.answers).toEqual({ s1: { name: 'Ada' } });
  });

  it('keeps everything on the device when the session is gone, asks nothing more, and sends it all after sign-in', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const first = setup(undefined, storage);
    first.autosave.change('s1', { name: 'Ada' });
    await vi.advanceTimersByTimeAsync(20);
    expect(first.server.app.answers).toEqual({ s1: { name: 'Ada' } });

    first.server.signedIn = false;
    first.autosave.change('s1', { name: 'Ada L.' });
    await vi.advanceTimersByTimeAsync(20);
    expect(first.autosave.current.status).toBe('signedOut');
    // Typed after the refusal: kept on the device, not sent (it could not succeed).
    first.autosave.change('s2', { city: 'Lyon' });
    await first.autosave.retry();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(first.server.calls).toHaveLength(2);
    expect(first.autosave.current.status).toBe('signedOut');
    expect(first.autosave.hasUnsaved).toBe(true);
    expect(readLocalDraft(storage, 'app-1')).toMatchObject({
      version: 2,
      steps: { s1: { name: 'Ada L.' }, s2: { city: 'Lyon' } },
    });
    first.autosave.dispose();

    // Signed in again, the page opens anew: the device's answers are shown and sent.
    first.server.signedIn = true;
    const draft = readLocalDraft(storage, 'app-1');
    expect(withLocalAnswers(first.server.app, draft).answers).toEqual({ s1: { name: 'Ada L.' }, s2: { city: 'Lyon' } });
    const second = setup(first.server, storage);
    second.autosave.restore(draft as NonNullable<typeof draft>);
    await vi.advanceTimersByTimeAsync(20);
    expect(first.server.app.answers).toEqual({ s1: { name: 'Ada L.' }, s2: { city: 'Lyon' } });
    expect(second.autosave.current.status).toBe('saved');
    expect(readLocalDraft(storage, 'app-1')).toBeNull();
    vi.useRealTimers();
  });

  it('stops on a stale version and lets the person keep their answers or take the saved ones', async () => {
    const { autosave, server } = setup();
    server.otherDeviceSaves('s1', { name: 'Grace' });
    autosave.change('s1', { name: 'Ada' });
    await autosave.flush();
    const state = autosave.current;
    expect(state.status).toBe('conflict');
    if (state.status !== 'conflict') return;
    expect(state.current.answers).toEqual({ s1: { name: 'Grace' } });
    expect(state.mine).toEqual({ s1: { name: 'Ada' } });
    expect(server.app.answers).toEqual({ s1: { name: 'Grace' } });
    await autosave.resolve('mine');
    expect(server.app.answers).toEqual({ s1: { name: 'Ada' } });
    expect(autosave.current.status).toBe('saved');

    server.otherDeviceSaves('s1', { name: 'Hedy' });
    autosave.change('s1', { name: 'Ada again' });
    await autosave.flush();
    await autosave.resolve('theirs');
    expect(server.app.answers).toEqual({ s1: { name: 'Hedy' } });
    expect(autosave.hasUnsaved).toBe(false);
  });

  it('keeps the answers on the device when the server refuses a file, names the field, and sends again once changed', async () => {
    const { autosave, server, storage } = setup();
    const field = { stepId: 's1', reference: 'cv' };
    server.refuse = (answers) =>
      answers.cv ? { kind: 'refused', message: 'Ce fichier ne peut pas être utilisé ici', field } : null;
    autosave.change('s1', { name: 'Ada', cv: { key: 'foreign', name: 'x.pdf' } });
    await autosave.flush();
    expect(autosave.current).toEqual({ status: 'refused', message: 'Ce fichier ne peut pas être utilisé ici', field });
    // Nothing of the step is lost: it waits on the device.
    expect(readLocalDraft(storage, 'app-1')?.steps).toEqual({
      s1: { name: 'Ada', cv: { key: 'foreign', name: 'x.pdf' } },
    });
    expect(server.app.answers).toEqual({});
    // The person removes the file: the step goes again, with everything else.
    autosave.change('s1', { name: 'Ada', cv: null });
    await autosave.flush();
    expect(server.app.answers).toEqual({ s1: { name: 'Ada', cv: null } });
    expect(autosave.current.status).toBe('saved');
    expect(readLocalDraft(storage, 'app-1')).toBeNull();
    autosave.dispose();
  });

  it('ignores a corrupt device copy', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('x'), '{not json');
    expect(readLocalDraft(storage, 'x')).toBeNull();
    storage.setItem(draftKey('y'), JSON.stringify({ version: 'one' }));
    expect(readLocalDraft(storage, 'y')).toBeNull();
  });
});
