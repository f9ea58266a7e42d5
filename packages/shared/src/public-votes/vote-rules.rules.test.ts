import { describe, expect, it } from 'vitest';
import {
  brokenLimit,
  emailAllowed,
  findSpikes,
  type HeldVote,
  remainingVotes,
  resultsVisible,
  voteDay,
  votePhase,
} from './vote-rules.rules';
import type { VoteRules } from './vote-sessions.schemas';

const rules = (overrides: Partial<VoteRules> = {}): VoteRules => ({
  votesPerVoter: 3,
  votesPerCategory: null,
  votesPerDay: null,
  results: 'live',
  ...overrides,
});
const held = (applicationId: string, categoryId: string | null, day = '2030-01-01'): HeldVote => ({
  applicationId,
  categoryId,
  day,
});

describe('votePhase', () => {
  const now = new Date('2030-01-05T12:00:00.000Z');
  it.each([
    [{ opensAt: null, closesAt: null }, 'open'],
    [{ opensAt: '2030-01-06T00:00:00.000Z', closesAt: null }, 'upcoming'],
    [{ opensAt: '2030-01-05T12:00:00.000Z', closesAt: null }, 'open'],
    [{ opensAt: '2030-01-01T00:00:00.000Z', closesAt: '2030-01-05T12:00:00.000Z' }, 'closed'],
    [{ opensAt: null, closesAt: '2030-01-05T12:00:00.001Z' }, 'open'],
    [{ opensAt: new Date('2030-01-01T00:00:00.000Z'), closesAt: new Date('2030-01-02T00:00:00.000Z') }, 'closed'],
  ] as const)('%j is %s', (session, phase) => {
    expect(votePhase(session, now)).toBe(phase);
  });
});

describe('resultsVisible', () => {
  it.each([
    ['live', 'upcoming', false],
    ['live', 'open', true],
    ['live', 'closed', true],
    ['after_close', 'upcoming', false],
    ['after_close', 'open', false],
    ['after_close', 'closed', true],
    ['never', 'upcoming', false],
    ['never', 'open', false],
    ['never', 'closed', false],
  ] as const)('%s while %s: %s', (results, phase, visible) => {
    expect(resultsVisible(results, phase)).toBe(visible);
  });
});

describe('voteDay', () => {
  it('is the UTC day', () => {
    expect(voteDay(new Date('2030-01-05T23:59:59.999Z'))).toBe('2030-01-05');
    expect(voteDay(new Date('2030-01-06T00:30:00.000+02:00'))).toBe('2030-01-05');
  });
});

describe('remainingVotes', () => {
  it('counts what is left in all, today, and per category (null where no such limit)', () => {
    expect(remainingVotes(rules(), [], '2030-01-01')).toEqual({ total: 3, today: null, perCategory: null });
    const votes = [held('a', 'music'), held('b', 'music', '2029-12-31'), held('c', null)];
    expect(
      remainingVotes(rules({ votesPerVoter: 5, votesPerCategory: 2, votesPerDay: 2 }), votes, '2030-01-01'),
    ).toEqual({ total: 2, today: 0, perCategory: { music: 0, '': 1 } });
  });

  it('never goes below zero', () => {
    const votes = [held('a', 'x'), held('b', 'x'), held('c', 'x')];
    expect(
      remainingVotes(rules({ votesPerVoter: 2, votesPerCategory: 1, votesPerDay: 1 }), votes, '2030-01-01'),
    ).toEqual({ total: 0, today: 0, perCategory: { x: 0 } });
  });
});

describe('brokenLimit', () => {
  const today = '2030-01-01';
  it.each([
    ['nothing held', rules(), [], 'music', null],
    ['below every limit', rules({ votesPerCategory: 2, votesPerDay: 2 }), [held('a', 'music')], 'music', null],
    ['limit in all', rules({ votesPerVoter: 1 }), [held('a', 'music')], 'dance', 'voter'],
    ['all before category', rules({ votesPerVoter: 1, votesPerCategory: 1 }), [held('a', 'music')], 'music', 'voter'],
    ['category full', rules({ votesPerCategory: 1 }), [held('a', 'music')], 'music', 'category'],
    ['another category', rules({ votesPerCategory: 1 }), [held('a', 'music')], 'dance', null],
    ['no category is one too', rules({ votesPerCategory: 1 }), [held('a', null)], null, 'category'],
    ['category before day', rules({ votesPerCategory: 1, votesPerDay: 1 }), [held('a', 'music')], 'music', 'category'],
    ['day full', rules({ votesPerDay: 1 }), [held('a', 'music')], 'dance', 'day'],
    ['yesterday does not count today', rules({ votesPerDay: 1 }), [held('a', 'music', '2029-12-31')], 'dance', null],
  ] as const)('%s', (_, limits, votes, categoryId, broken) => {
    expect(brokenLimit(limits, votes, { categoryId, day: today })).toBe(broken);
  });
});

describe('emailAllowed', () => {
  const domains = { mode: 'email_domain' as const, domains: ['univ.example', 'lab.org'] };
  it.each([
    ['a@univ.example', true],
    ['a@UNIV.example', true],
    ['a@dept.univ.example', true],
    ['a@lab.org', true],
    ['a@evil-univ.example', false],
    ['a@univ.example.com', false],
    ['univ.example@gmail.com', false],
    ['a@gmail.com', false],
  ])('%s under domains: %s', (email, allowed) => {
    expect(emailAllowed(domains, email)).toBe(allowed);
  });
  it('lets any address through outside the domain mode', () => {
    expect(emailAllowed({ mode: 'email_code', domains: [] }, 'a@gmail.com')).toBe(true);
    expect(emailAllowed({ mode: 'google', domains: ['univ.example'] }, 'a@gmail.com')).toBe(true);
  });
});

describe('findSpikes', () => {
  const minute = (n: number) => `2030-01-01T10:${String(n).padStart(2, '0')}Z`;
  it('flags a minute far above the entry’s usual minute, most votes first', () => {
    const quiet = Array.from({ length: 30 }, (_, n) => ({ applicationId: 'a', minute: minute(n), votes: 1 }));
    const rows = [
      ...quiet,
      { applicationId: 'a', minute: minute(40), votes: 12 },
      { applicationId: 'b', minute: minute(41), votes: 20 },
      { applicationId: 'b', minute: minute(42), votes: 1 },
    ];
    const spikes = findSpikes(rows, 60);
    expect(spikes.map((spike) => [spike.applicationId, spike.minute, spike.votes])).toEqual([
      ['b', minute(41), 20],
      ['a', minute(40), 12],
    ]);
    // Usual: the entry's votes spread over the whole span, quiet minutes included.
    expect(spikes[1]?.usual).toBe(0.7);
    expect(spikes[0]?.usual).toBe(0.35);
  });

  it('never flags below the floor, nor a steady entry, nor a vote too young to tell', () => {
    const below = [{ applicationId: 'a', minute: minute(0), votes: 9 }];
    expect(findSpikes(below, 60)).toEqual([]);
    const steady = Array.from({ length: 10 }, (_, n) => ({ applicationId: 'a', minute: minute(n), votes: 10 }));
    expect(findSpikes(steady, 10)).toEqual([]);
    // One minute of votes in a one-minute-old vote: its usual is itself.
    expect(findSpikes([{ applicationId: 'a', minute: minute(0), votes: 50 }], 1)).toEqual([]);
    expect(findSpikes([{ applicationId: 'a', minute: minute(0), votes: 50 }], 0)).toEqual([]);
  });

  it('takes its factor and floor as told', () => {
    const rows = [
      { applicationId: 'a', minute: minute(0), votes: 1 },
      { applicationId: 'a', minute: minute(1), votes: 4 },
    ];
    expect(findSpikes(rows, 10, { factor: 2, floor: 3 })).toMatchObject([{ minute: minute(1), votes: 4, usual: 0.5 }]);
    expect(findSpikes(rows, 10)).toEqual([]);
  });
});
