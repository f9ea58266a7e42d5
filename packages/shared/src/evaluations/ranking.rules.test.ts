import { describe, expect, it } from 'vitest';
import {
  CONTESTED_SPREAD,
  competitionRanks,
  isContested,
  LENIENCY_POINTS,
  leniencyOf,
  summarizeTotals,
  zScore,
} from './ranking.rules';
import { RANKING_PAGE_MAX, RankingQuerySchema, WhatIfBodySchema } from './ranking.schemas';

describe('summarizeTotals', () => {
  it('has nothing to say without a sheet', () => {
    expect(summarizeTotals([])).toEqual({
      sheets: 0,
      mean: null,
      median: null,
      trimmed: null,
      spread: null,
      low: null,
      high: null,
    });
  });

  it('of one sheet: that total everywhere, no spread', () => {
    expect(summarizeTotals([72])).toEqual({
      sheets: 1,
      mean: 72,
      median: 72,
      trimmed: 72,
      spread: 0,
      low: 72,
      high: 72,
    });
  });

  it('of two sheets: the trimmed mean is the mean (nothing to trim), the median their middle', () => {
    expect(summarizeTotals([75, 60])).toEqual({
      sheets: 2,
      mean: 67.5,
      median: 67.5,
      trimmed: 67.5,
      spread: 7.5,
      low: 60,
      high: 75,
    });
  });

  it('of three sheets in any order: mean, middle one, trimmed mean without the lowest and highest, population spread', () => {
    // Mean 67; deviations −27, 3, 24: spread √(1314 / 3) = √438 ≈ 20.93.
    const summary = { sheets: 3, mean: 67, median: 70, trimmed: 70, spread: 20.93, low: 40, high: 91 };
    expect(summarizeTotals([91, 40, 70])).toEqual(summary);
    expect(summarizeTotals([40, 70, 91])).toEqual(summary);
  });

  it('of an even count: the median is the mean of the two middle totals', () => {
    // Deviations from 75: −35, −5, 16, 24: spread √(2082 / 4) ≈ 22.81.
    expect(summarizeTotals([99, 40, 91, 70])).toEqual({
      sheets: 4,
      mean: 75,
      median: 80.5,
      trimmed: 80.5,
      spread: 22.81,
      low: 40,
      high: 99,
    });
  });

  it('of five sheets: an outlier moves the mean, not the median nor the trimmed mean', () => {
    // Deviations from 40: −30, −20, −10, 0, 60: spread √(5000 / 5) = √1000 ≈ 31.62.
    expect(summarizeTotals([100, 10, 40, 20, 30])).toEqual({
      sheets: 5,
      mean: 40,
      median: 30,
      trimmed: 30,
      spread: 31.62,
      low: 10,
      high: 100,
    });
  });

  it('drops only one of each extreme when they repeat', () => {
    // 50, 50, 80, 80: trimmed (50 + 80) / 2.
    expect(summarizeTotals([80, 50, 80, 50])).toMatchObject({ mean: 65, median: 65, trimmed: 65, spread: 15 });
    // 10, 10, 10, 90: trimmed (10 + 10) / 2 = 10, the mean 30.
    expect(summarizeTotals([10, 90, 10, 10])).toMatchObject({ mean: 30, median: 10, trimmed: 10 });
  });

  it('rounds the statistics to two decimals, not the lowest and highest totals', () => {
    // Mean 5/3; spread √(2/9) ≈ 0.4714.
    expect(summarizeTotals([1, 2, 2])).toMatchObject({ mean: 1.67, median: 2, trimmed: 2, spread: 0.47 });
    expect(summarizeTotals([33.333, 66.667])).toMatchObject({ mean: 50, low: 33.333, high: 66.667 });
  });

  it('leaves its input as it was', () => {
    const totals = [91, 40, 70];
    summarizeTotals(totals);
    expect(totals).toEqual([91, 40, 70]);
  });
});

describe('isContested', () => {
  it('needs two sheets and a spread of at least CONTESTED_SPREAD points', () => {
    expect(CONTESTED_SPREAD).toBe(15);
    expect(isContested({ sheets: 2, spread: 15 })).toBe(true);
    expect(isContested({ sheets: 3, spread: 20.93 })).toBe(true);
    expect(isContested({ sheets: 2, spread: 14.99 })).toBe(false);
    // One sheet is never contested, whatever its spread says.
    expect(isContested({ sheets: 1, spread: 50 })).toBe(false);
    expect(isContested({ sheets: 0, spread: null })).toBe(false);
    expect(isContested({ sheets: 4, spread: null })).toBe(false);
  });

  it('agrees with summarizeTotals: jurors at 40 and 70 are 15 apart', () => {
    expect(isContested(summarizeTotals([40, 70]))).toBe(true);
    expect(isContested(summarizeTotals([40, 69]))).toBe(false);
    expect(isContested(summarizeTotals([0]))).toBe(false);
  });
});

describe('zScore', () => {
  it('counts the juror’s own standard deviations above their own mean', () => {
    const habit = { sheets: 2, mean: 70, stdev: 10 };
    expect(zScore(80, habit)).toBe(1);
    expect(zScore(60, habit)).toBe(-1);
    expect(zScore(70, habit)).toBe(0);
    expect(zScore(55, { sheets: 3, mean: 70, stdev: 10 })).toBe(-1.5);
  });

  it('is 0 for a juror without habit: unknown, fewer than two sheets, or the same total for everyone', () => {
    expect(zScore(90, undefined)).toBe(0);
    expect(zScore(90, { sheets: 1, mean: 50, stdev: 10 })).toBe(0);
    expect(zScore(90, { sheets: 0, mean: 0, stdev: 0 })).toBe(0);
    expect(zScore(90, { sheets: 5, mean: 50, stdev: 0 })).toBe(0);
    expect(zScore(90, { sheets: 5, mean: 50, stdev: 1e-10 })).toBe(0);
  });
});

describe('leniencyOf', () => {
  it('is lenient LENIENCY_POINTS or more above everyone’s mean, severe as far below, else balanced', () => {
    expect(LENIENCY_POINTS).toBe(10);
    const habit = (mean: number) => ({ sheets: 4, mean, stdev: 5 });
    expect(leniencyOf(habit(74), 64)).toBe('lenient');
    expect(leniencyOf(habit(100), 64)).toBe('lenient');
    expect(leniencyOf(habit(73.99), 64)).toBe('balanced');
    expect(leniencyOf(habit(64), 64)).toBe('balanced');
    expect(leniencyOf(habit(54.01), 64)).toBe('balanced');
    expect(leniencyOf(habit(54), 64)).toBe('severe');
    expect(leniencyOf(habit(40), 64)).toBe('severe');
  });
});

describe('competitionRanks', () => {
  it('shares a rank between equal values and skips the ranks they take', () => {
    expect(competitionRanks([90, 80, 80, 70])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([90, 80, 80, 80, 70, 70, 60])).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionRanks([3, 2, 1])).toEqual([1, 2, 3]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('starts at a page’s first rank', () => {
    expect(competitionRanks([80, 80, 70], 11)).toEqual([11, 11, 13]);
    expect(competitionRanks([70], 4)).toEqual([4]);
  });

  it('treats missing values as equal to each other only', () => {
    expect(competitionRanks([80, null, null])).toEqual([1, 2, 2]);
    expect(competitionRanks([null, 0])).toEqual([1, 2]);
  });
});

describe('the ranking’s query and what-if body', () => {
  it('sorts by mean, 50 a page, by default; refuses an unknown sort and pages past the maximum', () => {
    expect(RankingQuerySchema.parse({})).toEqual({ sort: 'mean', perPage: 50, page: 1 });
    expect(RankingQuerySchema.parse({ sort: 'normalized', perPage: '2', contested: 'true' })).toMatchObject({
      sort: 'normalized',
      perPage: 2,
      contested: 'true',
    });
    expect(RankingQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
    expect(RankingQuerySchema.safeParse({ perPage: String(RANKING_PAGE_MAX + 1) }).success).toBe(false);
    expect(RankingQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
    expect(RankingQuerySchema.safeParse({ after: 'not-a-uuid' }).success).toBe(false);
  });

  it('takes weights between 0 and 100 and jurors to leave out; 50 rows by default', () => {
    expect(WhatIfBodySchema.parse({})).toEqual({ limit: 50 });
    expect(WhatIfBodySchema.safeParse({ weights: { quality: 0, level: 100 } }).success).toBe(true);
    expect(WhatIfBodySchema.safeParse({ weights: { quality: 101 } }).success).toBe(false);
    expect(WhatIfBodySchema.safeParse({ weights: { quality: -1 } }).success).toBe(false);
    expect(WhatIfBodySchema.safeParse({ excludeJurors: ['someone'] }).success).toBe(false);
    expect(WhatIfBodySchema.safeParse({ limit: RANKING_PAGE_MAX + 1 }).success).toBe(false);
    expect(WhatIfBodySchema.safeParse({ limit: 1, excludeJurors: [] }).success).toBe(true);
  });
});
