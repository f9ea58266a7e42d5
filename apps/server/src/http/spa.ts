import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { rewriteLocalePath } from '@opencall/shared/i18n';
import { isKnownPagePath } from '@opencall/shared/routing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-types';
import { type PrecompressedText, pickEncoding, precompress } from './compression';
import { routeNotFound, sendError } from './error-handler';

const UNKNOWN_PLATFORM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Platform not found</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Platform not found</h1><p>No OpenCall platform answers on this address. Check the address, or ask the organiser for the right one.</p>
<p lang="fr">Aucune plateforme OpenCall ne répond à cette adresse.</p></body></html>`;

const WEB_NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenCall</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/** index.html in the encoding the browser accepts (compressed once at boot). */
function sendIndex(request: FastifyRequest, reply: FastifyReply, index: PrecompressedText, status: 200 | 404) {
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(status).send(encoding ? index[encoding] : index.identity);
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (never cached) for every
 * other page path of a known platform, so history-mode routes survive a reload: 200 for a page the
 * app has, 404 (same body) for any other. The build writes a `.br` and a `.gz` next to each text
 * asset; they are sent to browsers that accept them.
 */
export async function registerSpa(app: App, distDir: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? precompress(readFileSync(indexPath, 'utf8')) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes('/assets/');
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !wantsHtml(request) || /\.[a-z0-9]+$/i.test(path)) {
      return sendError(routeNotFound(request), request, reply);
    }
    const platform = await app.deps.tenants.resolve(request.host);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!platform) return reply.status(404).send(UNKNOWN_PLATFORM_PAGE);
    // SPEC §5 locale rewrite, answered before any script runs (the SPA applies the same rule).
    const rewritten = rewriteLocalePath(path, platform.supportedLangs);
    if (rewritten) return reply.redirect(`${rewritten}${request.url.slice(path.length)}`, 302);
    if (!indexHtml) return reply.status(503).send(WEB_NOT_BUILT_PAGE);
    // A path no page of the app answers is a 404 for browsers and crawlers alike; the body is still the
    // app, which shows its own 404 page in the visitor's language (shared list: `PAGE_PATHS`).
    return sendIndex(request, reply, indexHtml, isKnownPagePath(path) ? 200 : 404);
  });
}
