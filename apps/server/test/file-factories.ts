import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileLocation } from '@opencall/shared/files';
import type { Storage } from '../src/adapters/storage';
import type { Db } from '../src/db/client';
import { files } from '../src/db/schema';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import type { TestApp } from './test-app';

/** A minimal PDF: what the upload checks is its first bytes. */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The body a browser sends to POST /api/files: the text fields first, then the file. */
export function uploadForm(file: Buffer, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return form;
}

export interface StoredFileOverrides {
  bytes?: Buffer;
  name?: string;
  mime?: string;
  kind?: 'pdf' | 'image' | 'audio' | 'video';
  visibility?: 'public' | 'private';
  ownerId?: string | null;
}

/** A file row and its bytes in storage, as an upload would leave them (a PDF unless told). */
export async function createStoredFile(
  db: Db,
  storage: Storage,
  platformId: string,
  overrides: StoredFileOverrides = {},
) {
  const bytes = overrides.bytes ?? TEST_PDF;
  const mime = overrides.mime ?? 'application/pdf';
  const key = `${platformId}/${randomUUID()}.${mime.split('/')[1] ?? 'bin'}`;
  await storage.put(key, Readable.from([bytes]), { contentType: mime });
  const [row] = await db
    .insert(files)
    .values({
      platformId,
      key,
      name: overrides.name ?? 'test.pdf',
      mime,
      kind: overrides.kind ?? 'pdf',
      size: bytes.length,
      visibility: overrides.visibility ?? 'private',
      ownerId: overrides.ownerId ?? null,
    })
    .returning();
  if (!row) throw new Error('file insert failed');
  return { ...row, location: fileLocation(row) };
}

/**
 * Who the private-file tests ask as, on two platforms: the owner of the files, a jury member (no
 * right to them) and a programs manager (every file of the platform).
 */
export async function fileReaders(t: TestApp) {
  const db = t.database.db;
  const acme = await createPlatform(db);
  const globex = await createPlatform(db);
  const user = await createUser(db, acme.id);
  const owner = { id: user.id, session: await t.signIn(acme.host, user.email, TEST_PASSWORD) };
  const jury = await createUser(db, acme.id, { roleKeys: ['jury'] });
  const stranger = await t.signIn(acme.host, jury.email, TEST_PASSWORD);
  const admin = await createUser(db, acme.id, { roleKeys: ['program_manager'] });
  const manager = await t.signIn(acme.host, admin.email, TEST_PASSWORD);
  return { acme, globex, owner, stranger, manager };
}
