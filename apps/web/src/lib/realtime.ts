import { authApi } from '@opencall/shared/auth';
import { whenIdleAfterFirstPaint } from './after-first-paint';
import { callApi } from './api-client';

export const SOCKET_PATH = '/api/socket.io';

export interface RealtimeConnection {
  on(event: string, listener: (payload: unknown) => void): void;
  close(): void;
}

/**
 * Opens the realtime socket for the signed-in user. Each (re)connection asks GET /api/auth/socket
 * for fresh signed credentials, so a signed-out tab cannot reconnect. The client library loads
 * only here, once the first screen is drawn: anonymous visitors never download it, and a signed-in
 * first load does not wait for it.
 */
export async function connectRealtime(): Promise<RealtimeConnection> {
  await whenIdleAfterFirstPaint();
  const { io } = await import('socket.io-client');
  const socket = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: (send) => {
      callApi(authApi.socketAuth)
        .then((response) => send(response.data))
        // No credentials: the server refuses the socket, which is what a signed-out tab should get.
        .catch(() => send({}));
    },
  });
  return {
    on: (event, listener) => socket.on(event, listener),
    close: () => socket.close(),
  };
}
