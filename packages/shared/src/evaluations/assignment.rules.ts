import type { AssignmentSettings } from './assignment.schemas';

export interface AssignmentPair {
  applicationId: string;
  userId: string;
}

export interface PlanInput {
  /** The session's applications; `lang` is the applicant's language, null when unknown. */
  applications: readonly { id: string; lang: string | null }[];
  /** `languages` empty: the juror reads every language. */
  jurors: readonly { id: string; panel: string; languages: readonly string[] }[];
  existing: readonly AssignmentPair[];
  conflicts: readonly AssignmentPair[];
  settings: Pick<AssignmentSettings, 'perApplication' | 'maxPerJuror' | 'byPanel' | 'byLanguage'>;
}

export interface PlanOutput {
  added: AssignmentPair[];
  /** Existing pairs kept (a conflicted pair is never kept). */
  kept: AssignmentPair[];
  shortfall: { applicationId: string; missing: number }[];
  loads: Map<string, number>;
}

const pairKey = (applicationId: string, userId: string) => `${applicationId} ${userId}`;

/**
 * A balanced assignment: every existing pair that is not a conflict stays; each application then
 * gets the jurors it lacks, each time the least-loaded eligible juror (not conflicted with it, not
 * already on it, under the cap, on its panel, reading its language). The applications lacking most
 * go first, so a cap or a conflict shortens the ones that had the most choice. Deterministic: ties
 * break by id. Without constraints, loads differ by at most one.
 */
export function planAssignments(input: PlanInput): PlanOutput {
  const { perApplication, maxPerJuror, byPanel, byLanguage } = input.settings;
  const jurorIds = new Set(input.jurors.map((juror) => juror.id));
  const conflicted = new Set(input.conflicts.map((pair) => pairKey(pair.applicationId, pair.userId)));
  const loads = new Map<string, number>(input.jurors.map((juror) => [juror.id, 0]));
  const onApplication = new Map<string, Set<string>>(input.applications.map((a) => [a.id, new Set<string>()]));
  const kept: AssignmentPair[] = [];
  for (const pair of input.existing) {
    const key = pairKey(pair.applicationId, pair.userId);
    const jurors = onApplication.get(pair.applicationId);
    if (!jurors || !jurorIds.has(pair.userId) || conflicted.has(key) || jurors.has(pair.userId)) continue;
    jurors.add(pair.userId);
    loads.set(pair.userId, (loads.get(pair.userId) ?? 0) + 1);
    kept.push(pair);
  }
  const panelOf = new Map(input.jurors.map((juror) => [juror.id, juror.panel]));
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const order = [...input.applications].sort(
    (a, b) => (onApplication.get(a.id)?.size ?? 0) - (onApplication.get(b.id)?.size ?? 0) || byId(a.id, b.id),
  );
  const added: AssignmentPair[] = [];
  const shortfall: PlanOutput['shortfall'] = [];
  for (const application of order) {
    const on = onApplication.get(application.id) ?? new Set<string>();
    const eligible = input.jurors.filter(
      (juror) =>
        !on.has(juror.id) &&
        !conflicted.has(pairKey(application.id, juror.id)) &&
        (!byLanguage ||
          !application.lang ||
          juror.languages.length === 0 ||
          juror.languages.includes(application.lang)),
    );
    let pool = eligible;
    if (byPanel) {
      const panel = panelFor(on, panelOf, eligible, loads, maxPerJuror);
      pool = panel === undefined ? [] : eligible.filter((juror) => juror.panel === panel);
    }
    const candidates = pool
      .filter((juror) => maxPerJuror === null || (loads.get(juror.id) ?? 0) < maxPerJuror)
      .sort((a, b) => (loads.get(a.id) ?? 0) - (loads.get(b.id) ?? 0) || byId(a.id, b.id));
    const wanted = Math.max(0, perApplication - on.size);
    const chosen = candidates.slice(0, wanted);
    for (const juror of chosen) {
      on.add(juror.id);
      loads.set(juror.id, (loads.get(juror.id) ?? 0) + 1);
      added.push({ applicationId: application.id, userId: juror.id });
    }
    if (chosen.length < wanted) shortfall.push({ applicationId: application.id, missing: wanted - chosen.length });
  }
  return { added, kept, shortfall, loads };
}

/**
 * The panel an application is scored by: the one of its jurors already there, else the panel with
 * the most free room among its eligible jurors (lightest average load on a tie, then by name).
 */
function panelFor(
  on: ReadonlySet<string>,
  panelOf: ReadonlyMap<string, string>,
  eligible: readonly { id: string; panel: string }[],
  loads: ReadonlyMap<string, number>,
  maxPerJuror: number | null,
): string | undefined {
  const first = [...on][0];
  if (first !== undefined) return panelOf.get(first);
  const panels = new Map<string, { members: number; load: number; room: number }>();
  for (const juror of eligible) {
    const load = loads.get(juror.id) ?? 0;
    const entry = panels.get(juror.panel) ?? { members: 0, load: 0, room: 0 };
    entry.members += 1;
    entry.load += load;
    entry.room += maxPerJuror === null || load < maxPerJuror ? 1 : 0;
    panels.set(juror.panel, entry);
  }
  let best: [string, { members: number; load: number; room: number }] | undefined;
  for (const entry of panels) {
    if (entry[1].room === 0) continue;
    if (!best) {
      best = entry;
      continue;
    }
    const [name, stats] = entry;
    const [bestName, bestStats] = best;
    const average = stats.load / stats.members;
    const bestAverage = bestStats.load / bestStats.members;
    if (average < bestAverage || (average === bestAverage && name < bestName)) best = entry;
  }
  return best?.[0];
}

/** Whether two e-mail addresses share an organisation's domain (not a public mail service's). */
export function sameOrganisationDomain(a: string, b: string): boolean {
  const domainA = a.split('@')[1]?.toLowerCase();
  const domainB = b.split('@')[1]?.toLowerCase();
  return !!domainA && domainA === domainB && !PUBLIC_MAIL_DOMAINS.has(domainA);
}

/** Mail services anyone may use: sharing one says nothing about two people. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'aol.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'proton.me',
  'protonmail.com',
  'yandex.ru',
  'mail.ru',
  'libero.it',
  'wp.pl',
  'o2.pl',
  'telenet.be',
  'skynet.be',
  'ziggo.nl',
  'terra.es',
  'sapo.pt',
]);
