import type { Tx } from '../../db/client';
import { insertNotifications, type NewNotification } from './notifications.repository';

/** The demo's bells: a few dated lines, some already read, so the first `npm start` shows the bell alive. */
export async function seedDemoNotifications(db: Tx, platformId: string, rows: NewNotification[]): Promise<void> {
  await insertNotifications(db, platformId, rows);
}
