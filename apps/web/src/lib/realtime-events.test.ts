import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeConnection } from './realtime';
import { onRealtime, REALTIME_CONNECTED, setRealtimeConnection } from './realtime-events';

/** A socket in memory: `emit` is what the server (or Socket.IO, for `connect`) would send. */
function fakeConnection() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const connection: RealtimeConnection & { emit: (event: string, payload?: unknown) => void } = {
    on: (event, listener) => handlers.set(event, [...(handlers.get(event) ?? []), listener]),
    close: () => handlers.clear(),
    emit: (event, payload) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return connection;
}

afterEach(() => setRealtimeConnection(null));

describe('realtime events', () => {
  it('tell a listener of every (re)connection, beside the server events, from one socket to the next', () => {
    const heard: string[] = [];
    const releaseConnected = onRealtime(REALTIME_CONNECTED, () => heard.push('connected'));
    const releaseResults = onRealtime('evaluation.results', (payload) => heard.push(`results ${String(payload)}`));
    const first = fakeConnection();
    setRealtimeConnection(first);
    first.emit('connect');
    first.emit('evaluation.results', 's1');
    first.emit('connect');
    // Another user signs in: a new socket, the same listeners.
    const second = fakeConnection();
    setRealtimeConnection(second);
    second.emit('connect');
    releaseConnected();
    second.emit('connect');
    second.emit('evaluation.results', 's2');
    releaseResults();
    expect(heard).toEqual(['connected', 'results s1', 'connected', 'connected', 'results s2']);
  });
});
