import { exportsApi } from '@opencall/shared/applications';
import type { FastifyReply } from 'fastify';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { applicantPdf, organizerPdf } from './application-pdf.service';
import { type DownloadFile, getExportConfig, openExport, saveExportConfig } from './exports.service';

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 one. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file a service opened, as a download that is never cached. */
export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  reply.headers({
    'content-type': file.contentType,
    'content-disposition': attachment(file.filename),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return file.stream;
}

/** `export-config`, the CSV/XLSX exports of a program's applications, and one application as a PDF. */
export function registerExportRoutes(app: App): void {
  registerEndpoint(app, exportsApi.getConfig, async ({ ctx, params }) => ({
    data: await getExportConfig(ctx, params.programId),
  }));
  registerEndpoint(app, exportsApi.saveConfig, async ({ ctx, params, body }) => ({
    data: await saveExportConfig(ctx, params.programId, body),
  }));
  registerEndpoint(app, exportsApi.download, async ({ ctx, params, query, reply }) =>
    sendDownload(reply, await openExport(ctx, params.programId, query)),
  );
  registerEndpoint(app, exportsApi.pdf, async ({ ctx, params, reply }) =>
    sendDownload(reply, await organizerPdf(ctx, params.programId, params.responseId)),
  );
  registerEndpoint(app, exportsApi.myPdf, async ({ ctx, user, params, reply }) =>
    sendDownload(reply, await applicantPdf(ctx, user, params.responseId)),
  );
}
