import { isLocale, type Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type {
  InviteJurorBody,
  Juror,
  JurorSession,
  MyJurySession,
  UpdateJurorBody,
} from '@opencall/shared/evaluations';
import { pickText, resolveLang } from '@opencall/shared/programs';
import { memberStatus } from '@opencall/shared/users';
import type { AuthUser, RequestContext } from '../../context';
import { type CollaboratorRow, ensureInvitedMember, listProgramCollaborators, queueEmail } from '../auth';
import { notify } from '../notifications';
import { addProgramRole, getLiveProgram, type ProgramRef } from '../programs';
import * as assignmentsRepository from './assignments.repository';
import * as criteriaRepository from './criteria.repository';
import { toCriterion } from './criteria.service';
import type { JurorRow } from './jurors.repository';
import * as jurorsRepository from './jurors.repository';
import { announceResults } from './ranking.service';
import { refreshAfterJurorLeft } from './results.service';
import type { Conn, SessionWithCount } from './sessions.repository';
import * as sessionsRepository from './sessions.repository';
import { getSessionRow } from './sessions.service';

function toJuror(row: JurorRow, person: CollaboratorRow | undefined): Juror {
  return {
    id: row.userId,
    name: person ? `${person.firstname} ${person.lastname}`.trim() : '',
    email: person?.email ?? '',
    panel: row.panel,
    languages: row.languages.filter(isLocale),
    status: row.acceptedAt ? 'accepted' : 'invited',
    account: person ? memberStatus(person.membershipStatus, person.hasPassword) : 'revoked',
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The program's members holding a role on it, by id: the jurors' names and addresses as this platform knows them. */
export async function peopleOf(db: Conn, ctx: RequestContext, programId: string) {
  const rows = await listProgramCollaborators(db, ctx.platform.id, programId, {});
  return new Map(rows.map((row) => [row.id, row]));
}

const byName = (a: Juror, b: Juror) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email);

export async function listJurors(ctx: RequestContext, programId: string, ref: string): Promise<Juror[]> {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  const [rows, people] = await Promise.all([
    jurorsRepository.list(ctx.db, ctx.platform.id, session.id),
    peopleOf(ctx.db, ctx, programId),
  ]);
  return rows.map((row) => toJuror(row, people.get(row.userId))).sort(byName);
}

async function jurorOf(db: Conn, ctx: RequestContext, programId: string, sessionId: string, userId: string) {
  const row = await jurorsRepository.find(db, ctx.platform.id, sessionId, userId);
  if (!row) throw new AppError('not_found', { details: { entity: 'juror' } });
  return toJuror(row, (await peopleOf(db, ctx, programId)).get(userId));
}

/** The portal page of a session for its jurors (SPEC §2: session pages take `sessionId` and `programId`). */
export const sessionPage = (origin: string, locale: string, program: ProgramRef, session: SessionWithCount) =>
  `${origin}/${locale}${sessionPath(program, session)}`;

/** The same page under the locale: what a notification links to (the reader's language comes first). */
const sessionPath = (program: ProgramRef, session: { id: string; slug: string }) =>
  `/applications/${program.slug}/sessions/details/${session.slug}?sessionId=${session.id}&programId=${program.id}`;

/**
 * Invites someone to the jury: an account and a platform invitation when needed, the `jury` role on the
 * program, a seat in the session, then one e-mail through the queue, in the juror's language: the session's
 * page, or first a link to choose a password for an account that has none.
 */
export async function inviteJuror(ctx: RequestContext, programId: string, ref: string, body: InviteJurorBody) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  // One transaction: a refused invitation (juror_exists) changes nothing, neither the names the platform
  // knows the person by nor their role, and does not spend the password link the first e-mail carries.
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const invited = await ensureInvitedMember(txCtx, body, 'public');
    if (await jurorsRepository.find(tx, ctx.platform.id, session.id, invited.userId))
      throw new AppError('juror_exists');
    await addProgramRole(txCtx, programId, invited.userId, 'jury');
    const row = await jurorsRepository.insert(tx, {
      platformId: ctx.platform.id,
      sessionId: session.id,
      userId: invited.userId,
      panel: body.panel ?? '',
      invitedBy: ctx.user?.id ?? null,
    });
    if (!row) throw new AppError('juror_exists');
    const locale: Locale = isLocale(invited.locale) ? invited.locale : ctx.locale;
    const vars = {
      firstname: invited.firstname,
      sessionName: session.name,
      programTitle: pickText(program.titles, locale, program.defaultLang),
      sessionLink: sessionPage(ctx.origin, locale, program, session),
    };
    // Queued in this transaction: the e-mail exists exactly when the seat does.
    if (invited.passwordLink)
      await queueEmail(
        txCtx,
        invited.email,
        'jury_invitation_new',
        { ...vars, link: invited.passwordLink, expiresInHours: invited.expiresInHours },
        locale,
        { programId: program.id },
      );
    else
      await queueEmail(txCtx, invited.email, 'jury_invitation', { ...vars, link: vars.sessionLink }, locale, {
        programId: program.id,
      });
    await notify(txCtx, {
      userIds: [invited.userId],
      event: 'jury_assigned',
      alreadyEmailed: true,
      programId: program.id,
      params: {
        sessionName: session.name,
        programTitle: pickText(program.titles, program.defaultLang, program.defaultLang),
      },
      link: sessionPath(program, session),
    });
    return jurorOf(tx, ctx, programId, session.id, invited.userId);
  });
}

export async function updateJuror(
  ctx: RequestContext,
  programId: string,
  ref: string,
  userId: string,
  body: UpdateJurorBody,
) {
  // Both fields are optional, but a body changing nothing is a mistake (and an empty UPDATE fails in SQL).
  if (body.panel === undefined && body.languages === undefined)
    throw new AppError('validation_failed', { details: [{ field: 'panel', reason: 'required' }] });
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  if (body.panel === undefined && body.languages === undefined)
    throw new AppError('validation_failed', { details: [{ field: 'panel', reason: 'required' }] });
  const row = await jurorsRepository.update(ctx.db, ctx.platform.id, session.id, userId, {
    panel: body.panel,
    languages: body.languages ? [...new Set(body.languages)] : undefined,
  });
  if (!row) throw new AppError('not_found', { details: { entity: 'juror' } });
  return jurorOf(ctx.db, ctx, programId, session.id, userId);
}

/**
 * The seat and its assignments go (their saved sheets stay in the history); the jury role on the
 * program stays (the person may sit on its other sessions).
 */
export async function removeJuror(ctx: RequestContext, programId: string, ref: string, userId: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  if (!(await jurorsRepository.find(ctx.db, ctx.platform.id, session.id, userId)))
    throw new AppError('not_found', { details: { entity: 'juror' } });
  await ctx.db.transaction(async (tx) => {
    await jurorsRepository.remove(tx, ctx.platform.id, session.id, userId);
    await assignmentsRepository.removeJurorAssignments(tx, ctx.platform.id, session.id, userId);
    await refreshAfterJurorLeft(tx, { platformId: ctx.platform.id, sessionId: session.id }, userId);
  });
  await announceResults(ctx, session);
  return { id: userId };
}

/** The program outside the trash, or null when it is in the trash or gone. */
async function liveProgramOrNull(ctx: RequestContext, programId: string): Promise<ProgramRef | null> {
  try {
    return await getLiveProgram(ctx.db, ctx.platform.id, programId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** A session the user sits on, with its program outside the trash; 404 for anyone else, as for no session. */
export async function seatOf(ctx: RequestContext, user: AuthUser, sessionId: string) {
  const found = await sessionsRepository.findById(ctx.db, ctx.platform.id, sessionId);
  const seat = found && (await jurorsRepository.find(ctx.db, ctx.platform.id, found.id, user.id));
  if (!found || !seat) throw new AppError('not_found', { details: { entity: 'session' } });
  const program = await liveProgramOrNull(ctx, found.programId);
  const session = await sessionsRepository.find(ctx.db, ctx.platform.id, found.programId, found.id);
  if (!program || !session) throw new AppError('not_found', { details: { entity: 'session' } });
  return { seat, program, session };
}

async function toJurorSession(
  ctx: RequestContext,
  { seat, program, session }: Awaited<ReturnType<typeof seatOf>>,
  requested: Locale | undefined,
): Promise<JurorSession> {
  const lang = resolveLang(requested ?? ctx.locale, program.defaultLang, program.supportedLangs);
  const criteria = await criteriaRepository.list(ctx.db, ctx.platform.id, session.id);
  return {
    id: session.id,
    slug: session.slug,
    name: session.name,
    status: session.status,
    startsAt: session.startsAt?.toISOString() ?? null,
    endsAt: session.endsAt?.toISOString() ?? null,
    instructions: pickText(session.instructions, lang, program.defaultLang),
    scoreVisibility: session.scoreVisibility,
    program: { id: program.id, slug: program.slug, title: pickText(program.titles, lang, program.defaultLang) },
    lang,
    defaultLang: program.defaultLang as Locale,
    panel: seat.panel,
    acceptedAt: seat.acceptedAt?.toISOString() ?? null,
    criteria: criteria.map(toCriterion),
  };
}

export async function getJurorSession(ctx: RequestContext, user: AuthUser, sessionId: string, lang?: Locale) {
  return toJurorSession(ctx, await seatOf(ctx, user, sessionId), lang);
}

/** The juror accepts the session and the platform's terms; the first acceptance's date stays. */
export async function acceptJurySession(ctx: RequestContext, user: AuthUser, sessionId: string) {
  const found = await seatOf(ctx, user, sessionId);
  const seat = found.seat.acceptedAt
    ? found.seat
    : ((await jurorsRepository.update(ctx.db, ctx.platform.id, found.session.id, user.id, {
        acceptedAt: new Date(),
      })) ?? found.seat);
  return toJurorSession(ctx, { ...found, seat }, undefined);
}

/** The sessions the user sits on, in programs outside the trash, in their language. */
export async function listMyJurySessions(
  ctx: RequestContext,
  user: AuthUser,
  requested?: Locale,
): Promise<MyJurySession[]> {
  const seats = await jurorsRepository.listSeatsOf(ctx.db, ctx.platform.id, user.id);
  const programs = new Map<string, ProgramRef | null>();
  for (const programId of new Set(seats.map((seat) => seat.programId)))
    programs.set(programId, await liveProgramOrNull(ctx, programId));
  return seats.flatMap((seat) => {
    const program = programs.get(seat.programId);
    if (!program) return [];
    const lang = resolveLang(requested ?? ctx.locale, program.defaultLang, program.supportedLangs);
    return [
      {
        id: seat.sessionId,
        slug: seat.slug,
        name: seat.name,
        status: seat.status,
        endsAt: seat.endsAt?.toISOString() ?? null,
        program: { id: program.id, slug: program.slug, title: pickText(program.titles, lang, program.defaultLang) },
        acceptedAt: seat.acceptedAt?.toISOString() ?? null,
      },
    ];
  });
}
