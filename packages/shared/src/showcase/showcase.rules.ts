import type { ShowcaseFields } from './showcase.schemas';

/** Every question a showcase reads: the title, the picture and the shown answers (a file there is public). */
export function showcaseQuestions(fields: ShowcaseFields): string[] {
  return [
    ...new Set([
      ...(fields.titleQuestion ? [fields.titleQuestion] : []),
      ...(fields.imageQuestion ? [fields.imageQuestion] : []),
      ...fields.questions,
    ]),
  ];
}

/** Which kind of showcase shows an entry: a gallery, or a public vote session. */
export type ShowcaseKind = 'gallery' | 'vote';

/**
 * The public address of a file of an entry: it names the showcase and the entry, so the server
 * checks at once that a published one shows that answer; images take a CDN size (`WxH`).
 */
export function showcaseFileUrl(
  platformId: string,
  showcase: { kind: ShowcaseKind; id: string },
  applicationId: string,
  key: string,
  size?: string,
): string {
  const path = `/api/portal/platforms/${platformId}/showcases/${showcase.kind}/${showcase.id}/entries/${applicationId}/files/${encodeURIComponent(key)}`;
  return size ? `${path}?size=${size}&fit=cover&format=webp` : path;
}
