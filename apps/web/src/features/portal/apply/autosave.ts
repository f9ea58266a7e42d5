import type { MyApplication } from '@opencall/shared/applications';
import { ApiError } from '../../../lib/api-error';

export type StepAnswers = Record<string, unknown>;

/** What the server answers a save with: a document carrying the version the next save goes over. */
export interface Saved {
  version: number;
}

/** The field a refusal is about (`group.0.child` inside a repeated group), shown on that field. */
export interface RefusedField {
  stepId: string;
  reference: string;
}

/**
 * What a save attempt came to. `offline` covers every failure worth retrying (network, 5xx);
 * `signedOut` waits for the person to sign in again, as asking again cannot succeed before.
 */
export type SaveOutcome<D extends Saved = MyApplication> =
  | { kind: 'saved'; application: D }
  | { kind: 'conflict'; current: D }
  | { kind: 'offline' }
  | { kind: 'signedOut' }
  | { kind: 'refused'; message: string; field?: RefusedField };

/**
 * What a failed save comes to, whatever the document: a stale version is a conflict with the
 * server's copy (`details.current`), a 401 waits for a sign-in, 5xx and 429 and the network are
 * retried, anything else is refused (on `field` when `fieldOf` names one).
 */
export function saveFailure<D extends Saved>(
  error: unknown,
  fieldOf?: (failure: ApiError) => RefusedField | undefined,
): SaveOutcome<D> {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  if (error.code === 'version_conflict') {
    const current = (error.details as { current?: D } | null)?.current;
    if (current) return { kind: 'conflict', current };
  }
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status >= 500 || error.status === 429) return { kind: 'offline' };
  const field = fieldOf?.(error);
  return field ? { kind: 'refused', message: error.message, field } : { kind: 'refused', message: error.message };
}

export type SaveFn<D extends Saved = MyApplication> = (
  stepId: string,
  answers: StepAnswers,
  version: number,
) => Promise<SaveOutcome<D>>;

export type AutosaveState<D extends Saved = MyApplication> =
  | { status: 'saved'; at: Date | null }
  | { status: 'pending' }
  | { status: 'saving' }
  | { status: 'offline' }
  | { status: 'signedOut' }
  | { status: 'conflict'; current: D; mine: Record<string, StepAnswers> }
  | { status: 'refused'; message: string; field?: RefusedField };

/** Unsent answers as kept on this device: whatever happens to the tab, they come back. */
export interface LocalDraft {
  version: number;
  steps: Record<string, StepAnswers>;
  savedAt: string;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const draftKey = (draftId: string) => `opencall:draft:${draftId}`;

export function readLocalDraft(storage: DraftStorage, draftId: string): LocalDraft | null {
  try {
    const raw = storage.getItem(draftKey(draftId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    if (typeof parsed.version !== 'number' || !parsed.steps || typeof parsed.steps !== 'object') return null;
    return parsed;
  } catch {
    return null;
  }
}

/** The application as this device last saw it: answers not yet sent replace the server's, step by step. */
export function withLocalAnswers(application: MyApplication, draft: LocalDraft | null): MyApplication {
  if (!draft || !application.editable) return application;
  return { ...application, answers: { ...application.answers, ...draft.steps } };
}

/**
 * Autosave of one document (an application's steps, a juror's score sheet under one key): every change is written to this device at once, then sent after
 * `debounceMs` of quiet. A failed send keeps the answers here and tries again (on `retry()`, which
 * the page calls when the browser is back online, and on a growing timer); a stale version stops
 * and reports a conflict with the server's copy instead of overwriting it. A lost session stops
 * the sending (no retry loop) and keeps every answer here until a new Autosave, after sign-in, restores them.
 */
export class Autosave<D extends Saved = MyApplication> {
  private version: number;
  private pending: Record<string, StepAnswers> = {};
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay: number;
  private inFlight: Promise<void> | null = null;
  private state: AutosaveState<D> = { status: 'saved', at: null };

  constructor(
    private readonly options: {
      /** Names the copy kept on this device (`draftKey`). */
      draftId: string;
      version: number;
      save: SaveFn<D>;
      storage: DraftStorage;
      onState: (state: AutosaveState<D>) => void;
      onSaved?: (saved: D) => void;
      debounceMs?: number;
      retryMs?: number;
    },
  ) {
    this.version = options.version;
    this.retryDelay = options.retryMs ?? 2000;
  }

  get current(): AutosaveState<D> {
    return this.state;
  }

  get hasUnsaved(): boolean {
    return Object.keys(this.pending).length > 0 || this.inFlight !== null;
  }

  private setState(state: AutosaveState<D>) {
    this.state = state;
    this.options.onState(state);
  }

  private persist() {
    const key = draftKey(this.options.draftId);
    if (Object.keys(this.pending).length === 0) {
      this.options.storage.removeItem(key);
      return;
    }
    const draft: LocalDraft = { version: this.version, steps: this.pending, savedAt: new Date().toISOString() };
    try {
      this.options.storage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the answers are still in memory and on their way to the server.
    }
  }

  /** A step's answers changed: kept on the device now, sent after a pause. */
  change(stepId: string, answers: StepAnswers) {
    this.pending = { ...this.pending, [stepId]: answers };
    this.persist();
    // Waiting on a decision, on the network (the retry timer and `retry()` send it) or on a sign-in.
    // A refusal about one field (a file that cannot be used) waits for the person to change the
    // answers, which this is: they go again (and are refused again while that field is unchanged).
    const fieldRefused = this.state.status === 'refused' && this.state.field !== undefined;
    if (!fieldRefused && ['conflict', 'refused', 'offline', 'signedOut'].includes(this.state.status)) return;
    this.setState({ status: 'pending' });
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Answers found on the device from an earlier visit, over `version`: sent as if just typed. */
  restore(draft: LocalDraft) {
    this.pending = { ...draft.steps };
    this.persist();
    this.setState({ status: 'pending' });
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  /** Sends what is pending, one step at a time; resolves when nothing more can be sent now. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.inFlight) {
      await this.inFlight;
      if (Object.keys(this.pending).length && this.state.status === 'pending') return this.flush();
      return;
    }
    this.inFlight = this.sendAll();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async sendAll() {
    while (Object.keys(this.pending).length > 0) {
      const [stepId, answers] = Object.entries(this.pending)[0] as [string, StepAnswers];
      this.setState({ status: 'saving' });
      const outcome = await this.options.save(stepId, answers, this.version);
      if (outcome.kind === 'saved') {
        this.version = outcome.application.version;
        // Typed again while it was on its way: the newer answers stay pending.
        if (this.pending[stepId] === answers) {
          const { [stepId]: _sent, ...rest } = this.pending;
          this.pending = rest;
        }
        this.persist();
        this.retryDelay = this.options.retryMs ?? 2000;
        this.options.onSaved?.(outcome.application);
        continue;
      }
      if (outcome.kind === 'conflict') {
        this.setState({ status: 'conflict', current: outcome.current, mine: { ...this.pending } });
        return;
      }
      if (outcome.kind === 'signedOut') {
        this.setState({ status: 'signedOut' });
        return;
      }
      if (outcome.kind === 'refused') {
        this.setState({ status: 'refused', message: outcome.message, field: outcome.field });
        return;
      }
      this.setState({ status: 'offline' });
      this.scheduleRetry();
      return;
    }
    this.setState({ status: 'saved', at: new Date() });
  }

  private scheduleRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, 60_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.retry();
    }, delay);
  }

  /** Tries again now (the browser came back online, or the user asked). */
  async retry() {
    if (this.state.status !== 'offline') return;
    await this.flush();
  }

  /**
   * Settles a conflict: `mine` sends this device's answers again over the server's version;
   * `theirs` drops them and keeps the server's copy.
   */
  async resolve(choice: 'mine' | 'theirs') {
    if (this.state.status !== 'conflict') return;
    const { current } = this.state;
    this.version = current.version;
    if (choice === 'theirs') {
      this.pending = {};
      this.persist();
      this.setState({ status: 'saved', at: new Date() });
      return;
    }
    this.persist();
    this.setState({ status: 'pending' });
    await this.flush();
  }

  /** The server moved on without this device (a submit, a reload): future saves start from there. */
  rebase(version: number) {
    this.version = version;
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}
