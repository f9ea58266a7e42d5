import { PassThrough } from 'node:stream';
import { attachmentsFileName, type ExportQuery } from '@opencall/shared/applications';
import type { RequestContext } from '../../../context';
import { appendAndWait, createZip, failZip } from '../../../lib/zip-archive';
import { exportSelection } from '../exports/export-selection';
import * as repository from '../exports/exports.repository';
import { type DownloadFile, EXPORT_BATCH_SIZE } from '../exports/exports.service';
import { fileReferencesOf, withCheckedFiles } from '../file-references';
import { liveProgram } from './responses.service';

/** A file or folder name safe on every system: no separators, no control characters, not empty. */
export function safeName(name: string, fallback: string): string {
  const clean = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return clean || fallback;
}

/** A name not yet used in the folder: `cv.pdf`, then `cv (2).pdf`. */
function unique(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The files of the chosen applications as one ZIP, read batch by batch and file by file: memory
 * stays flat whatever the number of applications. Only files the files table gives each application
 * are read (see withCheckedFiles); a file missing from storage is skipped.
 */
export async function openAttachmentsZip(
  ctx: RequestContext,
  programId: string,
  query: Omit<ExportQuery, 'format'>,
): Promise<DownloadFile> {
  const program = await liveProgram(ctx, programId);
  const selection = exportSelection(ctx, program, query);
  const out = new PassThrough();
  const archive = createZip(out, 1);

  void (async () => {
    try {
      let after: repository.ExportCursor | null = null;
      for (;;) {
        const rows = await repository.exportBatch(ctx.db, selection, {
          after,
          limit: EXPORT_BATCH_SIZE,
          withTags: false,
        });
        for (const row of await withCheckedFiles(ctx.db, ctx.platform.id, rows)) {
          const files = fileReferencesOf(row.answers).map(({ file }) => file);
          if (files.length === 0) continue;
          const person = [row.lastname, row.firstname].filter(Boolean).join(' ') || row.email || 'candidat';
          const folder = `${safeName(person, 'candidat')} - ${row.id.slice(0, 8)}`;
          const used = new Set<string>();
          for (const file of files) {
            const stored = await ctx.services.storage.get(file.key);
            if (!stored) continue;
            await appendAndWait(archive, stored.stream, `${folder}/${unique(safeName(file.name, 'fichier'), used)}`);
          }
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH_SIZE) break;
        after = { createdAt: last.cursor, id: last.id };
      }
      await archive.finalize();
    } catch (error) {
      failZip(archive, out, error);
    }
  })();

  const day = new Date().toISOString().slice(0, 10);
  return { filename: attachmentsFileName(program.slug, day), contentType: 'application/zip', stream: out };
}
