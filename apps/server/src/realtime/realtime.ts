import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { AuthKeys } from '../context';
import type { App } from '../http/app-types';

export const SOCKET_PATH = '/api/socket.io';

export interface Realtime {
  /** Sends an event to every open tab of the user on that platform, on any server of the cluster. */
  emitToUser(platformId: string, userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

const userRoom = (platformId: string, userId: string) => `platform:${platformId}:user:${userId}`;

/**
 * Socket.IO on the API's server. A socket connects only with the signed credentials of
 * GET /api/auth/socket for the platform of its Host; with REDIS_URL, events reach every server.
 */
declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  redisUrl: string | undefined;
  /** The user the credentials name on the platform, or null (`modules/auth`, given in app.ts). */
  verify: (keys: AuthKeys, platformId: string, credentials: unknown) => string | null;
}

export async function attachRealtime(app: App, { redisUrl, verify }: RealtimeOptions): Promise<Realtime> {
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  const redis = redisUrl ? createClient({ url: redisUrl }) : undefined;
  const subscriber = redis?.duplicate();
  if (redis && subscriber) {
    redis.on('error', (error) => app.log.error({ err: error }, 'redis (realtime) error'));
    subscriber.on('error', (error) => app.log.error({ err: error }, 'redis (realtime) error'));
    await Promise.all([redis.connect(), subscriber.connect()]);
    io.adapter(createAdapter(redis, subscriber));
  }

  io.use(async (socket, next) => {
    const host = (socket.handshake.headers.host ?? '').replace(/:\d+$/, '');
    const platform = await app.deps.tenants.resolve(host).catch(() => undefined);
    const userId = platform && verify(app.deps.services.keys, platform.id, socket.handshake.auth);
    if (!platform || !userId) return next(new Error('unauthorized'));
    socket.data = { platformId: platform.id, userId };
    await socket.join(userRoom(platform.id, userId));
    next();
  });

  return {
    emitToUser: (platformId, userId, event, payload) => io.to(userRoom(platformId, userId)).emit(event, payload),
    async close() {
      // Fastify closes the HTTP server itself; Socket.IO's own attempt to close it again is expected to fail.
      await io.close().catch(() => undefined);
      await Promise.all([redis?.quit(), subscriber?.quit()]);
    },
  };
}
