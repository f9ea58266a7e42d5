import { newSubscriptionDraft, type SubscriptionDraft } from '@opencall/shared/billing';
import { useCallback, useSyncExternalStore } from 'react';
import type { SubscriptionFlowAction } from './hooks/use-billing';

/**
 * The draft of each flow (SPEC §3 Subscription draft), kept in the tab's storage: it survives moving
 * between steps and a reload, and is dropped once the change is made (or the tab closed).
 */
const keyOf = (action: SubscriptionFlowAction) => `oc:subscription-draft:${action}`;
const listeners = new Set<() => void>();
const cache = new Map<SubscriptionFlowAction, { raw: string | null; draft: SubscriptionDraft | null }>();

function read(action: SubscriptionFlowAction): SubscriptionDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(keyOf(action));
  } catch {
    raw = cache.get(action)?.raw ?? null;
  }
  const cached = cache.get(action);
  if (cached && cached.raw === raw) return cached.draft;
  let draft: SubscriptionDraft | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as SubscriptionDraft) : null;
    draft = parsed && typeof parsed.prorationDate === 'number' ? { ...newSubscriptionDraft(), ...parsed } : null;
  } catch {
    draft = null;
  }
  cache.set(action, { raw, draft });
  return draft;
}

function write(action: SubscriptionFlowAction, draft: SubscriptionDraft | null): void {
  const raw = draft ? JSON.stringify(draft) : null;
  cache.set(action, { raw, draft });
  try {
    if (raw) sessionStorage.setItem(keyOf(action), raw);
    else sessionStorage.removeItem(keyOf(action));
  } catch {
    // Without storage the draft lives until the page is reloaded (the cache above).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The flow's draft (null before it starts), and how to change or drop it. */
export function useSubscriptionDraft(action: SubscriptionFlowAction) {
  const draft = useSyncExternalStore(subscribe, () => read(action));
  const update = useCallback(
    (change: (draft: SubscriptionDraft) => SubscriptionDraft) =>
      write(action, change(read(action) ?? newSubscriptionDraft())),
    [action],
  );
  const start = useCallback((draft: SubscriptionDraft) => write(action, draft), [action]);
  const clear = useCallback(() => write(action, null), [action]);
  return { draft, update, start, clear };
}

/** A flow started afresh (from the offer modal or the overview) does not pick up an old draft. */
export function dropDraft(action: SubscriptionFlowAction): void {
  write(action, null);
}
