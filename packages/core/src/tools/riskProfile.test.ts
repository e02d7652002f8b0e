import { describe, expect, it } from 'vitest';
import {
  RISK_PROFILE_BANDS,
  RISK_QUESTIONS,
  parseSavedRiskProfile,
  scoreRiskProfile,
  serializeRiskProfile,
  unansweredQuestions,
  type RiskAnswers,
} from './riskProfile';

/** Picks the option at `index` (0 = most cautious) for every question. */
function answerAll(index: number, overrides: RiskAnswers = {}): RiskAnswers {
  const answers: RiskAnswers = {};
  for (const q of RISK_QUESTIONS) answers[q.id] = q.options[Math.min(index, q.options.length - 1)]!.id;
  return { ...answers, ...overrides };
}

describe('risk profile scoring', () => {
  it('every band allocation adds up to 100%', () => {
    for (const band of RISK_PROFILE_BANDS) {
      expect(band.allocation.equityIndex + band.allocation.debt + band.allocation.gold).toBe(100);
    }
  });

  it('the boldest answers score 100 and are aggressive', () => {
    // dependents: 'none' is the boldest (index 0), everything else the last option
    const answers = answerAll(3, { age: 'under30', dependents: 'none' });
    const result = scoreRiskProfile(answers);
    expect(result.score).toBe(100);
    expect(result.profile).toBe('aggressive');
    expect(result.allocation).toEqual({ equityIndex: 80, debt: 10, gold: 10 });
  });

  it('the most cautious answers are conservative', () => {
    const result = scoreRiskProfile(answerAll(0, { dependents: 'more', age: '60plus' }));
    // points: 0 x 7 + dependents 1 = 1 of 32 -> 3
    expect(result.score).toBe(3);
    expect(result.profile).toBe('conservative');
  });

  it('scales points to 0-100 and picks the band by threshold', () => {
    // age 30to44 (3), horizon 5to10 (3), income stable (3), emergency both3 (3), experience funds (2),
    // fall20 hold (3), goal balanced (3), dependents one (3) = 23 of 32 -> 71.875 -> 72 -> growth
    const answers: RiskAnswers = {
      age: '30to44',
      horizon: '5to10',
      income: 'stable',
      emergency: 'both3',
      experience: 'funds',
      fall20: 'hold',
      goal: 'balanced',
      dependents: 'one',
    };
    const result = scoreRiskProfile(answers);
    expect(result.score).toBe(72);
    expect(result.profile).toBe('growth');
    expect(result.cappedByHorizon).toBe(false);
    // selling on a fall: 3 points fewer -> 20/32 = 62.5 -> 63 -> balanced
    expect(scoreRiskProfile({ ...answers, fall20: 'sellall' }).profile).toBe('balanced');
  });

  it('caps a short horizon at moderately conservative', () => {
    const result = scoreRiskProfile(answerAll(3, { age: 'under30', dependents: 'none', horizon: 'under3' }));
    expect(result.score).toBe(88);
    expect(result.profile).toBe('moderately_conservative');
    expect(result.cappedByHorizon).toBe(true);
  });

  it('refuses an incomplete or unknown answer set', () => {
    const partial = answerAll(1);
    delete partial.goal;
    expect(unansweredQuestions(partial).map((q) => q.id)).toEqual(['goal']);
    expect(() => scoreRiskProfile(partial)).toThrow(/goal/);
    expect(() => scoreRiskProfile(answerAll(1, { age: 'teen' }))).toThrow(/age/);
  });

  it('round-trips through the saved config value and rejects junk', () => {
    const answers = answerAll(2);
    const result = scoreRiskProfile(answers);
    const value = serializeRiskProfile(answers, result, new Date('2026-03-01T10:00:00Z'));
    const back = parseSavedRiskProfile(value);
    expect(back?.result).toEqual(result);
    expect(back?.saved.takenAt).toBe('2026-03-01T10:00:00.000Z');
    expect(parseSavedRiskProfile('not json')).toBeNull();
    expect(parseSavedRiskProfile(JSON.stringify({ answers: { age: 'under30' }, takenAt: 'x' }))).toBeNull();
  });
});
