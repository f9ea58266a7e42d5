import { useEffect, useRef } from 'react';
import type { RealtimeConnection } from './realtime';

type Listener = (payload: unknown) => void;

/**
 * Socket.IO's own event on every connection of the socket, the first and each reconnection: what was
 * sent while the socket was down is lost, so a screen that keeps a count reads it again then.
 */
export const REALTIME_CONNECTED = 'connect';

const listeners = new Map<string, Set<Listener>>();
let connection: RealtimeConnection | null = null;
const wired = new Set<string>();

function wire(event: string) {
  if (!connection || wired.has(event)) return;
  wired.add(event);
  connection.on(event, (payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  });
}

/** The signed-in user's socket (or none, signed out): pages' listeners follow it from one socket to the next. */
export function setRealtimeConnection(opened: RealtimeConnection | null) {
  connection = opened;
  wired.clear();
  if (opened) for (const event of listeners.keys()) wire(event);
}

/** Listens to one server event on the realtime socket; returns the release. */
export function onRealtime(event: string, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  wire(event);
  return () => {
    set.delete(listener);
  };
}

/** A page hears a server event while it is shown (the ranking reads itself again as jurors submit). */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => onRealtime(event, (payload) => ref.current(payload)), [event]);
}

/** Runs on each (re)connection of the signed-in user's socket (see REALTIME_CONNECTED). */
export function useRealtimeConnected(handler: () => void) {
  useRealtimeEvent(REALTIME_CONNECTED, () => handler());
}
