import type { Plugin } from 'vite';

/** The boot's first call (platform, CSRF token, language): see `main.tsx`. */
const DOMAIN_INFO_URL = '/api/portal/domain-info';

/**
 * Lets the browser fetch, while the app's script downloads, what every first load waits for after
 * it: the boot call and the French catalogues and date names (French is the fallback language, so
 * they load whatever the visitor reads). Without these hints each waited for the previous step.
 */
export function firstLoadHints(): Plugin {
  return {
    name: 'opencall-first-load-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
        const french = chunks.filter(
          (chunk) => chunk.name === 'i18n-fr' || /[\\/]dayjs[\\/]locale[\\/]fr\.js$/.test(chunk.facadeModuleId ?? ''),
        );
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: DOMAIN_INFO_URL, as: 'fetch', crossorigin: '' },
            injectTo: 'head',
          },
          ...french.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
