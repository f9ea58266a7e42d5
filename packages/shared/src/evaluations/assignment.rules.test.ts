import { describe, expect, it } from 'vitest';
import {
  type AssignmentPair,
  type PlanInput,
  type PlanOutput,
  planAssignments,
  sameOrganisationDomain,
} from './assignment.rules';

// Property tests: a seeded generator (no dependency) draws ~300 sessions per property; a failure
// names its seed, and `planAssignments(generate(seed))` replays it.

const CASES = 300;
const LANGS = ['fr', 'en', 'de'] as const;
const PANELS = ['', 'A', 'B', 'C'] as const;

/** mulberry32: small, fast, good enough to draw test cases, and the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number) => next() < p;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { int, pick, chance, shuffle };
}

/** Ids that do not sort in creation order, so that "ties break by id" is really exercised. */
const idOf = (r: ReturnType<typeof random>, prefix: string) =>
  `${prefix}-${r.int(0, 0xffffff).toString(16).padStart(6, '0')}`;

interface Shape {
  conflicts?: boolean;
  existing?: boolean;
  cap?: boolean;
  byPanel?: boolean;
  byLanguage?: boolean;
}

function generate(seed: number, shape: Shape = {}): PlanInput {
  const r = random(seed);
  const applications = Array.from({ length: r.int(0, 14) }, () => ({
    id: idOf(r, 'app'),
    lang: r.chance(0.25) ? null : r.pick(LANGS),
  }));
  const jurors = Array.from({ length: r.int(0, 9) }, () => ({
    id: idOf(r, 'jur'),
    panel: r.pick(PANELS),
    languages: LANGS.filter(() => r.chance(0.35)),
  }));
  const pairs = (p: number): AssignmentPair[] =>
    applications.flatMap((a) => jurors.filter(() => r.chance(p)).map((j) => ({ applicationId: a.id, userId: j.id })));
  const existing = shape.existing === false ? [] : pairs(r.pick([0, 0.1, 0.3]));
  if (existing.length && r.chance(0.3)) existing.push(r.pick(existing)); // a duplicate
  if (shape.existing !== false && applications.length && r.chance(0.3)) {
    existing.push({ applicationId: r.pick(applications).id, userId: 'jur-removed' }); // a juror no longer seated
    existing.push({ applicationId: 'app-gone', userId: jurors[0]?.id ?? 'jur-none' }); // an application gone
  }
  const conflicts = shape.conflicts === false ? [] : pairs(r.pick([0, 0.1, 0.25]));
  // Some conflicts hit existing pairs: those must go.
  for (const pair of existing) if (shape.conflicts !== false && r.chance(0.15)) conflicts.push(pair);
  return {
    applications: r.shuffle(applications),
    jurors: r.shuffle(jurors),
    existing,
    conflicts,
    settings: {
      perApplication: r.int(1, 5),
      maxPerJuror: shape.cap === false ? null : r.chance(0.4) ? null : r.int(1, 6),
      byPanel: shape.byPanel ?? r.chance(0.4),
      byLanguage: shape.byLanguage ?? r.chance(0.5),
    },
  };
}

const key = (pair: AssignmentPair) => `${pair.applicationId} ${pair.userId}`;

/** Every (application → jurors) the plan leaves: kept, then added. */
function jurorsByApplication(plan: PlanOutput) {
  const out = new Map<string, string[]>();
  for (const pair of [...plan.kept, ...plan.added])
    out.set(pair.applicationId, [...(out.get(pair.applicationId) ?? []), pair.userId]);
  return out;
}

const count = (pairs: readonly AssignmentPair[], by: 'applicationId' | 'userId', id: string) =>
  pairs.filter((pair) => pair[by] === id).length;

/** Whether the juror reads the application's language, as the planner must judge it. */
const reads = (input: PlanInput, application: PlanInput['applications'][number], juror: PlanInput['jurors'][number]) =>
  !input.settings.byLanguage ||
  !application.lang ||
  juror.languages.length === 0 ||
  juror.languages.includes(application.lang);

function forEachCase(shape: Shape, check: (input: PlanInput, plan: PlanOutput, seed: number) => void) {
  for (let seed = 1; seed <= CASES; seed++) {
    const input = generate(seed, shape);
    try {
      check(input, planAssignments(input), seed);
    } catch (error) {
      throw new Error(`seed ${seed} (${JSON.stringify(shape)}): ${(error as Error).message}`);
    }
  }
}

describe('planAssignments, on generated sessions', () => {
  it('never assigns nor keeps a conflicted pair', () => {
    forEachCase({}, (input, plan) => {
      const conflicted = new Set(input.conflicts.map(key));
      for (const pair of [...plan.added, ...plan.kept]) expect(conflicted.has(key(pair))).toBe(false);
    });
  });

  it('keeps every existing pair of a seated juror and a session application that is not a conflict, once', () => {
    forEachCase({}, (input, plan) => {
      const conflicted = new Set(input.conflicts.map(key));
      const apps = new Set(input.applications.map((a) => a.id));
      const jurors = new Set(input.jurors.map((j) => j.id));
      const expected = new Set(
        input.existing
          .filter((p) => apps.has(p.applicationId) && jurors.has(p.userId) && !conflicted.has(key(p)))
          .map(key),
      );
      expect(new Set(plan.kept.map(key))).toEqual(expected);
      expect(plan.kept).toHaveLength(expected.size);
    });
  });

  it('adds only new pairs of the session’s applications and jurors, each once, and reports the loads they make', () => {
    forEachCase({}, (input, plan) => {
      const apps = new Set(input.applications.map((a) => a.id));
      const all = [...plan.kept, ...plan.added];
      expect(new Set(all.map(key)).size).toBe(all.length);
      for (const pair of plan.added) {
        expect(apps.has(pair.applicationId)).toBe(true);
        expect(input.jurors.some((j) => j.id === pair.userId)).toBe(true);
      }
      expect([...plan.loads.keys()].sort()).toEqual(input.jurors.map((j) => j.id).sort());
      for (const juror of input.jurors) expect(plan.loads.get(juror.id)).toBe(count(all, 'userId', juror.id));
    });
  });

  it('never takes a juror over the cap, except by pairs they already had', () => {
    forEachCase({ cap: true }, (input, plan) => {
      const cap = input.settings.maxPerJuror;
      if (cap === null) return;
      for (const juror of input.jurors) {
        const kept = count(plan.kept, 'userId', juror.id);
        const added = count(plan.added, 'userId', juror.id);
        expect(kept + added).toBeLessThanOrEqual(Math.max(cap, kept));
        if (added > 0) expect(kept + added).toBeLessThanOrEqual(cap);
      }
    });
  });

  it('gives only jurors reading the applicant’s language when asked', () => {
    forEachCase({ byLanguage: true }, (input, plan) => {
      for (const pair of plan.added) {
        const application = input.applications.find((a) => a.id === pair.applicationId);
        const juror = input.jurors.find((j) => j.id === pair.userId);
        if (!application || !juror) throw new Error('unknown pair');
        expect(reads(input, application, juror)).toBe(true);
      }
    });
  });

  it('gives each application min(perApplication, eligible) jurors unless every eligible juror left is full', () => {
    forEachCase({ byPanel: false }, (input, plan) => {
      const { perApplication, maxPerJuror } = input.settings;
      const conflicted = new Set(input.conflicts.map(key));
      const on = jurorsByApplication(plan);
      for (const application of input.applications) {
        const kept = count(plan.kept, 'applicationId', application.id);
        const jurors = on.get(application.id) ?? [];
        const free = input.jurors.filter(
          (j) => !jurors.includes(j.id) && !conflicted.has(`${application.id} ${j.id}`) && reads(input, application, j),
        );
        const wanted = Math.max(0, perApplication - kept);
        const added = jurors.length - kept;
        expect(added).toBeLessThanOrEqual(wanted);
        const missing = plan.shortfall.find((s) => s.applicationId === application.id)?.missing ?? 0;
        expect(missing).toBe(wanted - added);
        if (added < wanted) {
          // Short: every eligible juror not on it is full (loads only grow, so they still are).
          expect(maxPerJuror === null ? free.length : 0).toBe(0);
          if (maxPerJuror !== null)
            for (const j of free) expect(plan.loads.get(j.id)).toBeGreaterThanOrEqual(maxPerJuror);
        }
        if (maxPerJuror === null)
          expect(jurors.length).toBe(Math.max(kept, Math.min(perApplication, kept + added + free.length)));
      }
    });
  });

  it('without constraints, shares the applications so that loads differ by at most one', () => {
    forEachCase({ conflicts: false, existing: false, cap: false, byPanel: false, byLanguage: false }, (input, plan) => {
      const loads = [...plan.loads.values()];
      if (loads.length === 0) return;
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      const each = Math.min(input.settings.perApplication, input.jurors.length);
      expect(plan.added).toHaveLength(each * input.applications.length);
      expect(plan.shortfall).toEqual(
        each < input.settings.perApplication
          ? input.applications
              .map((a) => ({ applicationId: a.id, missing: input.settings.perApplication - each }))
              .sort((a, b) => (a.applicationId < b.applicationId ? -1 : 1))
          : [],
      );
    });
  });

  it('by panel, keeps the jurors of an application in one panel (the one of the jurors it had)', () => {
    forEachCase({ byPanel: true }, (input, plan) => {
      const panelOf = new Map(input.jurors.map((j) => [j.id, j.panel]));
      for (const application of input.applications) {
        const kept = plan.kept.filter((p) => p.applicationId === application.id).map((p) => panelOf.get(p.userId));
        const added = plan.added.filter((p) => p.applicationId === application.id).map((p) => panelOf.get(p.userId));
        expect(new Set(added).size).toBeLessThanOrEqual(1);
        if (kept.length && added.length) expect(added[0]).toBe(kept[0]);
      }
    });
    // Without existing pairs, every application has a single panel.
    forEachCase({ byPanel: true, existing: false }, (_input, plan) => {
      const panelOf = new Map(_input.jurors.map((j) => [j.id, j.panel]));
      for (const jurors of jurorsByApplication(plan).values())
        expect(new Set(jurors.map((id) => panelOf.get(id))).size).toBe(1);
    });
  });

  it('is deterministic: the same session gives the same plan, in whatever order it lists applications and jurors', () => {
    forEachCase({}, (input, plan, seed) => {
      const again = planAssignments(generate(seed));
      expect(again).toEqual(plan);
      const r = random(seed * 7919);
      const shuffled = planAssignments({
        ...input,
        applications: r.shuffle(input.applications),
        jurors: r.shuffle(input.jurors),
      });
      expect(shuffled.added).toEqual(plan.added);
      expect(shuffled.kept).toEqual(plan.kept);
      expect(shuffled.shortfall).toEqual(plan.shortfall);
      expect([...shuffled.loads].sort()).toEqual([...plan.loads].sort());
    });
  });
});

describe('planAssignments, examples', () => {
  const settings = { perApplication: 2, maxPerJuror: null, byPanel: false, byLanguage: false };
  const jurors = ['j1', 'j2', 'j3'].map((id) => ({ id, panel: '', languages: [] }));

  it('gives the applications lacking most first, to the least-loaded jurors, ties by id', () => {
    const plan = planAssignments({
      applications: [
        { id: 'b', lang: null },
        { id: 'a', lang: null },
      ],
      jurors,
      existing: [{ applicationId: 'b', userId: 'j1' }],
      conflicts: [],
      settings,
    });
    expect(plan.kept).toEqual([{ applicationId: 'b', userId: 'j1' }]);
    expect(plan.added).toEqual([
      { applicationId: 'a', userId: 'j2' },
      { applicationId: 'a', userId: 'j3' },
      { applicationId: 'b', userId: 'j2' },
    ]);
    expect(Object.fromEntries(plan.loads)).toEqual({ j1: 1, j2: 2, j3: 1 });
    expect(plan.shortfall).toEqual([]);
  });

  it('reports what a cap or conflicts leave missing', () => {
    const plan = planAssignments({
      applications: [
        { id: 'a', lang: null },
        { id: 'b', lang: null },
      ],
      jurors,
      existing: [],
      conflicts: [
        { applicationId: 'a', userId: 'j1' },
        { applicationId: 'a', userId: 'j2' },
      ],
      settings: { ...settings, maxPerJuror: 1 },
    });
    expect(plan.added).toEqual([
      { applicationId: 'a', userId: 'j3' },
      { applicationId: 'b', userId: 'j1' },
      { applicationId: 'b', userId: 'j2' },
    ]);
    expect(plan.shortfall).toEqual([{ applicationId: 'a', missing: 1 }]);
  });
});

describe('sameOrganisationDomain', () => {
  it('is true for two addresses of one organisation’s domain, whatever the case', () => {
    expect(sameOrganisationDomain('ada@acme.org', 'alan@acme.org')).toBe(true);
    expect(sameOrganisationDomain('Ada@ACME.org', 'alan@acme.ORG')).toBe(true);
  });

  it('is false for a public mail service shared by strangers', () => {
    for (const domain of ['gmail.com', 'hotmail.fr', 'GMX.de', 'proton.me', 'orange.fr'])
      expect(sameOrganisationDomain(`ada@${domain}`, `alan@${domain.toLowerCase()}`)).toBe(false);
  });

  it('is false for different domains, a subdomain, or an address without one', () => {
    expect(sameOrganisationDomain('ada@acme.org', 'alan@acme.com')).toBe(false);
    expect(sameOrganisationDomain('ada@lab.acme.org', 'alan@acme.org')).toBe(false);
    expect(sameOrganisationDomain('ada', 'alan')).toBe(false);
    expect(sameOrganisationDomain('ada@', 'alan@')).toBe(false);
    expect(sameOrganisationDomain('', '')).toBe(false);
  });
});
