import { isLocale, type Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  DISPOSABLE_EMAIL_DOMAINS,
  findSpikes,
  type VoidVotesBody,
  type VoteExportQuery,
  type VoteIntegrity,
  type VoteListQuery,
  type VoteRankingRow,
} from '@opencall/shared/public-votes';
import type { ShowcaseEntry } from '@opencall/shared/showcase';
import type { AuthUser, RequestContext } from '../../context';
import { translate } from '../../i18n/translator';
import { showcaseEntries } from '../applications';
import { tableDownload } from '../evaluations';
import { getLiveProgram, logProgramChange } from '../programs';
import * as resultsRepository from './vote-results.repository';
import type { VoteSessionRow } from './vote-sessions.repository';
import * as sessionsRepository from './vote-sessions.repository';
import { getVoteSessionRow } from './vote-sessions.service';

const MAX_ENTRIES = 1000;

/** The entries as the organizer names them (the vote's own fields: title, category). */
async function entriesOf(ctx: RequestContext, session: VoteSessionRow, ids?: string[]): Promise<ShowcaseEntry[]> {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, session.programId);
  const wanted = ids ?? (await sessionsRepository.entryIds(ctx.db, session, MAX_ENTRIES)).map((entry) => entry.id);
  const lang = (isLocale(ctx.locale) ? ctx.locale : program.defaultLang) as Locale;
  return showcaseEntries(ctx, session.programId, wanted, session.fields, lang);
}

/** Every entry with its live (and voided) votes, most first; equal counts share a rank. */
export async function rankEntries(ctx: RequestContext, session: VoteSessionRow): Promise<VoteRankingRow[]> {
  const [entries, counts] = await Promise.all([
    entriesOf(ctx, session),
    resultsRepository.countsByEntry(ctx.db, session.id),
  ]);
  const rows = entries
    .map((entry) => ({
      applicationId: entry.id,
      reference: entry.reference,
      title: entry.title,
      category: entry.category,
      votes: counts.get(entry.id)?.votes ?? 0,
      voided: counts.get(entry.id)?.voided ?? 0,
    }))
    .sort((a, b) => b.votes - a.votes || a.reference.localeCompare(b.reference));
  return rows.map((row) => {
    const rank = rows.findIndex((other) => other.votes === row.votes) + 1;
    const tied = rows.filter((other) => other.votes === row.votes).length > 1;
    return { ...row, rank, tied };
  });
}

export async function voteRanking(ctx: RequestContext, programId: string, ref: string) {
  return rankEntries(ctx, await getVoteSessionRow(ctx.db, ctx, programId, ref));
}

export async function listVotes(ctx: RequestContext, programId: string, ref: string, query: VoteListQuery) {
  const session = await getVoteSessionRow(ctx.db, ctx, programId, ref);
  const [rows, total] = await Promise.all([
    resultsRepository.listVotes(ctx.db, session.id, query),
    resultsRepository.countVotes(ctx.db, session.id, query),
  ]);
  const entries = new Map(
    (await entriesOf(ctx, session, [...new Set(rows.map((row) => row.applicationId))])).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      reference: entries.get(row.applicationId)?.reference ?? '',
      title: entries.get(row.applicationId)?.title ?? '',
      email: row.email,
      address: row.address,
      device: row.device,
      createdAt: row.createdAt.toISOString(),
      state: row.withdrawnAt ? ('withdrawn' as const) : row.voidedAt ? ('voided' as const) : ('live' as const),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      voidedAt: row.voidedAt?.toISOString() ?? null,
      voidReason: row.voidReason,
      voidedBy: row.voidedBy,
    })),
    total,
    lastId: rows.length === query.perPage ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** Voids votes with a reason, logged in the program's log; counts and ranking follow at once, nothing is deleted. */
export async function voidVotes(
  ctx: RequestContext,
  user: AuthUser,
  programId: string,
  ref: string,
  body: VoidVotesBody,
) {
  const targets = [body.ids, body.address, body.email].filter((target) => target !== undefined);
  if (targets.length !== 1)
    throw new AppError('validation_failed', { details: [{ field: 'ids', reason: 'one_of_ids_address_email' }] });
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const session = await getVoteSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const voided = await resultsRepository.voidVotes(tx, session.id, body, body.reason, user.id);
    if (voided.length)
      await logProgramChange(tx, ctx, {
        programId,
        action: 'update',
        entity: 'vote_session',
        entityId: session.id,
        before: null,
        after: {
          voided: voided.length,
          reason: body.reason,
          ...(body.address ? { address: body.address } : {}),
          ...(body.email ? { email: body.email } : {}),
          ...(body.ids ? { votes: voided.map((vote) => vote.id).join(', ') } : {}),
        },
      });
    return { voided: voided.length };
  });
}

const minutesBetween = (first: string, last: string) =>
  Math.round((new Date(last).getTime() - new Date(first).getTime()) / 60_000) + 1;

export async function voteIntegrity(ctx: RequestContext, programId: string, ref: string): Promise<VoteIntegrity> {
  const session = await getVoteSessionRow(ctx.db, ctx, programId, ref);
  const [minutes, addresses, devices, disposable, verification] = await Promise.all([
    resultsRepository.votesPerMinute(ctx.db, session.id),
    resultsRepository.clusters(ctx.db, session.id, 'address'),
    resultsRepository.clusters(ctx.db, session.id, 'device'),
    resultsRepository.byEmailDomain(ctx.db, session.id, DISPOSABLE_EMAIL_DOMAINS),
    resultsRepository.verificationStats(ctx.db, session.id),
  ]);
  const perMinute = minutes.map((row) => ({ ...row, votes: Number(row.votes) }));
  const timeline = new Map<string, number>();
  for (const row of perMinute) timeline.set(row.minute, (timeline.get(row.minute) ?? 0) + row.votes);
  const ordered = [...timeline.keys()].sort();
  const span = ordered.length ? minutesBetween(ordered[0] ?? '', ordered.at(-1) ?? '') : 1;
  const spikes = findSpikes(perMinute, span).slice(0, 50);
  const entries = new Map(
    (await entriesOf(ctx, session, [...new Set(spikes.map((spike) => spike.applicationId))])).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  const attempts = verification.verified + verification.failedAttempts;
  return {
    timeline: ordered.map((minute) => ({ minute, votes: timeline.get(minute) ?? 0 })),
    spikes: spikes.map((spike) => ({
      ...spike,
      reference: entries.get(spike.applicationId)?.reference ?? '',
      title: entries.get(spike.applicationId)?.title ?? '',
    })),
    addresses,
    devices,
    disposable,
    verification: {
      ...verification,
      failureRate: attempts ? Math.round((verification.failedAttempts / attempts) * 1000) / 1000 : 0,
    },
  };
}

/** The ranking, or every vote with its state, as CSV or XLSX in the program's language and time zone. */
export async function openVoteExport(ctx: RequestContext, programId: string, ref: string, query: VoteExportQuery) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getVoteSessionRow(ctx.db, ctx, programId, ref);
  const locale: Locale = isLocale(program.defaultLang) ? program.defaultLang : 'fr';
  const t = (key: string) => translate(locale, `exports:votes.${key}`);
  const name = `${program.slug}-${session.slug}-${query.view}`;
  if (query.view === 'ranking') {
    const rows = await rankEntries(ctx, session);
    const header = ['rank', 'reference', 'title', 'category', 'votes', 'voided'].map(t);
    return tableDownload(program, name, t('ranking'), query.format, {
      header,
      dateColumns: header.map(() => false),
      batches: (async function* () {
        yield rows.map((row) => [row.rank, row.reference, row.title, row.category, row.votes, row.voided]);
      })(),
    });
  }
  const header = ['createdAt', 'reference', 'title', 'email', 'address', 'device', 'state', 'voidReason'].map(t);
  return tableDownload(program, name, t('votes'), query.format, {
    header,
    dateColumns: header.map((_, index) => index === 0),
    batches: (async function* () {
      let after: string | undefined;
      for (let batch = 0; batch < 10_000; batch++) {
        const page = await listVotes(ctx, programId, session.id, { perPage: 200, after });
        if (page.data.length)
          yield page.data.map((row) => [
            new Date(row.createdAt),
            row.reference,
            row.title,
            row.email,
            row.address,
            row.device,
            t(`states.${row.state}`),
            row.voidReason ?? '',
          ]);
        if (!page.lastId) return;
        after = page.lastId;
      }
    })(),
  });
}
