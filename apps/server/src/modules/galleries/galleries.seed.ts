import { DEFAULT_SHOWCASE_FIELDS } from '@opencall/shared/showcase';
import type { Db, Tx } from '../../db/client';
import * as galleriesRepository from './galleries.repository';

/**
 * The demo's winners: a published gallery "Lauréats 2026" of the closed program, showing its
 * accepted applications (first submitted first), titled by the project and pictured by its visual.
 */
export async function seedDemoGalleries(db: Db | Tx, program: { id: string; platformId: string }): Promise<void> {
  const gallery = await galleriesRepository.insert(db, program.platformId, program.id, {
    slug: 'laureats-2026',
    name: 'Lauréats 2026',
    published: true,
    layout: 'grid',
    texts: {
      title: { fr: 'Lauréates et lauréats 2026', en: '2026 award winners' },
      description: {
        fr: '<p>Les projets soutenus par les Bourses Jeunes Talents 2026, choisis par le jury final.</p>',
        en: '<p>The projects supported by the 2026 Young Talent Grants, chosen by the final jury.</p>',
      },
    },
    fields: {
      ...DEFAULT_SHOWCASE_FIELDS,
      titleQuestion: 'project_title',
      imageQuestion: 'visual',
      questions: ['discipline', 'summary'],
    },
  });
  const winners = await galleriesRepository.acceptedIds(db, program.platformId, program.id, [], 500);
  await galleriesRepository.replaceEntries(db, program.platformId, gallery.id, winners);
}
