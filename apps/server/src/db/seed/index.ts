import { eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { DEMO_ADMIN, DEMO_APPLICANT } from '../../modules/auth';
import { seedDemoBilling } from '../../modules/billing';
import { seedDemoEmailLog } from '../../modules/email-logs';
import { seedDemoEmailTemplates } from '../../modules/emails';
import { seedDemoGalleries } from '../../modules/galleries';
import { seedDemoMessages } from '../../modules/messages';
import { seedDemoPublicVote } from '../../modules/public-votes';
import { seedDemoSenderEmail } from '../../modules/sender-email';
import { seedDemoDeletionRequest } from '../../modules/users';
import type { Db } from '../client';
import { platforms, users } from '../schema';
import { seedApplications } from './applications';
import type { DemoPlatform, DemoSeedContext } from './context';
import { seedDecisions } from './decisions';
import { seedNotifications } from './notifications';
import { seedOperator, seedPeople } from './people';
import { DEMO_PLATFORMS, seedDemoPlatforms } from './platforms';
import { seedPrograms } from './programs';
import { seedScores } from './scores';
import { seedSessions } from './sessions';

/**
 * The demo of `npm start` (SEED_DEMO=true), one part per file, run in this order. Each part reads what
 * earlier ones left in the context (people, programs) and adds its own rows, in bulk.
 *
 * A later wing adds its part here (sessions, votes, galleries, payments…): a file exporting
 * `seedX(ctx)`, then one line below, after the parts whose rows it uses.
 */
export const DEMO_SEED_PARTS: readonly { name: string; run(ctx: DemoSeedContext): Promise<void> }[] = [
  { name: 'people', run: seedPeople },
  { name: 'programs', run: seedPrograms },
  { name: 'applications', run: seedApplications },
  { name: 'decisions', run: seedDecisions },
  { name: 'sessions', run: seedSessions },
  { name: 'scores', run: seedScores },
  // The closed program's winners, published (`applications/{programSlug}?type=gallery&id=…`).
  {
    name: 'galleries',
    run: (ctx) => (ctx.programs.closed ? seedDemoGalleries(ctx.db, ctx.programs.closed) : Promise.resolve()),
  },
  // An open public vote on the same winners, with votes in (`applications/{programSlug}?type=vote&id=…`).
  {
    name: 'public-votes',
    run: (ctx) => (ctx.programs.closed ? seedDemoPublicVote(ctx.db, ctx.programs.closed, ctx.now) : Promise.resolve()),
  },
  // `messagerie`: a message sent to the open program's first applicants, and a thread with a reply.
  {
    name: 'messages',
    run: (ctx) =>
      ctx.programs.open
        ? seedDemoMessages(ctx.db, ctx.programs.open, {
            adminId: ctx.adminId,
            now: ctx.now,
            applicantEmail: DEMO_APPLICANT.email,
          })
        : Promise.resolve(),
  },
  // `transactionnals`: the open program's submission receipt, rewritten by its organizers.
  {
    name: 'email-templates',
    run: (ctx) =>
      ctx.programs.open ? seedDemoEmailTemplates(ctx.db, ctx.programs.open, ctx.adminId) : Promise.resolve(),
  },
  // The bells: the administrator's latest submissions (two unread) and an import; the applicant's decision.
  { name: 'notifications', run: seedNotifications },
  // The `home/account-deletion` page starts with one request to process.
  { name: 'account-deletion', run: (ctx) => seedDemoDeletionRequest(ctx.db, ctx.platforms.demo.id) },
  // `admin/sender-email`: a sender name and reply-to, and one domain waiting for its DNS records.
  { name: 'sender-email', run: (ctx) => seedDemoSenderEmail(ctx.db, ctx.platforms.demo.id, ctx.now) },
  // `admin/logs`: a few days of e-mails in every state (sent, retried, bounced, failed, stored).
  { name: 'email-logs', run: (ctx) => seedDemoEmailLog(ctx.db, ctx.platforms.demo, ctx.now) },
  // Plans, a promo code, the demo platform's trial and the installation's operator (`operator/subscriptions`).
  { name: 'billing', run: seedBilling },
];

async function seedBilling(ctx: DemoSeedContext): Promise<void> {
  await seedDemoBilling(ctx.db, ctx.platforms.demo.id, ctx.now);
  await seedOperator(ctx);
}

/**
 * Seeds the demo on a database without any platform: the two platforms and their administrator, then
 * every part, in one transaction (a failure leaves no half demo, and the next start tries again).
 * Once a platform exists it does nothing: a second start never duplicates, nor brings back what was deleted.
 * Files go to storage before the commit; a failed seed may leave a few unreferenced ones behind.
 */
export async function seedDemo(db: Db, storage: Storage, { now = new Date() }: { now?: Date } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await seedDemoPlatforms(tx))) return false;
    const platformOf = async (slug: string): Promise<DemoPlatform> => {
      const [row] = await tx
        .select({
          id: platforms.id,
          name: platforms.name,
          slug: platforms.slug,
          supportedLangs: platforms.supportedLangs,
        })
        .from(platforms)
        .where(eq(platforms.slug, slug));
      if (!row) throw new Error(`demo platform ${slug} was not created`);
      return row as DemoPlatform;
    };
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
    if (!admin) throw new Error('demo administrator was not created');
    const [demo, other] = DEMO_PLATFORMS.map((platform) => platform.slug);
    const ctx: DemoSeedContext = {
      db: tx,
      storage,
      now,
      platforms: { demo: await platformOf(demo as string), other: await platformOf(other as string) },
      adminId: admin.id,
      people: [],
      programs: {},
    };
    for (const part of DEMO_SEED_PARTS) await part.run(ctx);
    return true;
  });
}
