import { voteDay } from '@opencall/shared/public-votes';
import { DEFAULT_SHOWCASE_FIELDS } from '@opencall/shared/showcase';
import type { Db, Tx } from '../../db/client';
import * as sessionsRepository from './vote-sessions.repository';
import * as votersRepository from './voters.repository';

const DAY = 86_400_000;

/**
 * The demo's open public vote, "Prix du public 2026", over the closed program's accepted projects:
 * a few dozen votes already in, some from one address and a throwaway domain, so the ranking and the
 * integrity page have something to show on the first start.
 */
export async function seedDemoPublicVote(db: Db | Tx, program: { id: string; platformId: string }, now: Date) {
  const session = await sessionsRepository.insert(db, program.platformId, program.id, {
    slug: 'prix-du-public',
    name: 'Prix du public 2026',
    published: true,
    opensAt: new Date(now.getTime() - 3 * DAY),
    closesAt: new Date(now.getTime() + 14 * DAY),
    texts: {
      title: { fr: 'Prix du public 2026', en: '2026 Audience Award' },
      description: {
        fr: '<p>Votez pour vos trois projets préférés parmi les lauréats. Un code par e-mail suffit.</p>',
        en: '<p>Vote for your three favourite projects among the winners. A code by e-mail is all it takes.</p>',
      },
    },
    entry: { statuses: ['accepted'], categoryIds: [], tagIds: [], source: 'filter' },
    fields: {
      ...DEFAULT_SHOWCASE_FIELDS,
      titleQuestion: 'project_title',
      imageQuestion: 'visual',
      questions: ['discipline', 'summary'],
    },
    rules: { votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results: 'live' },
    verification: { mode: 'email_code', domains: [] },
  });
  const entries = await sessionsRepository.entryIds(db, session, 50);
  if (entries.length === 0) return;
  const emails = [
    ...Array.from({ length: 14 }, (_, index) => `public.voter${index + 1}@example.org`),
    'quick.vote1@mailinator.com',
    'quick.vote2@mailinator.com',
  ];
  for (const [index, email] of emails.entries()) {
    const voter = await votersRepository.upsertVoter(db, {
      platformId: program.platformId,
      sessionId: session.id,
      email,
      via: 'email_code',
      userId: null,
    });
    // The first entries are the favourites; the throwaway addresses share one address and device.
    const throwaway = email.includes('mailinator');
    const picks = throwaway ? [entries[1]] : [entries[index % 3], entries[(index + 1) % entries.length]];
    for (const [offset, entry] of [...new Set(picks)].entries()) {
      if (!entry) continue;
      const createdAt = new Date(now.getTime() - DAY - (index * 7 + offset) * 60_000);
      await votersRepository.insertVote(db, {
        platformId: program.platformId,
        sessionId: session.id,
        applicationId: entry.id,
        voterId: voter.id,
        categoryId: entry.categoryId,
        day: voteDay(createdAt),
        address: throwaway ? '203.0.113.7' : `198.51.100.${index + 10}`,
        device: throwaway ? 'a1b2c3d4e5f6' : '',
        createdAt,
      });
    }
  }
}
