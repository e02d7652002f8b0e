/**
 * The /riskProfile questionnaire: each answer carries points; the total, scaled to 0-100, picks a profile
 * and a suggested split across index (equity), debt and gold ETFs. A short horizon caps the profile, since
 * money needed within three years should not ride equity swings whatever the appetite.
 */

export interface RiskOption {
  id: string;
  label: string;
  points: number;
}

export interface RiskQuestion {
  id: string;
  question: string;
  options: readonly RiskOption[];
}

const option = (id: string, label: string, points: number): RiskOption => ({ id, label, points });

export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  {
    id: 'age',
    question: 'How old are you?',
    options: [option('under30', 'Under 30', 4), option('30to44', '30 to 44', 3), option('45to59', '45 to 59', 2), option('60plus', '60 or above', 0)],
  },
  {
    id: 'horizon',
    question: 'When will you need most of this money?',
    options: [
      option('under3', 'Within 3 years', 0),
      option('3to5', 'In 3 to 5 years', 1),
      option('5to10', 'In 5 to 10 years', 3),
      option('over10', 'After more than 10 years', 4),
    ],
  },
  {
    id: 'income',
    question: 'How stable is your income?',
    options: [
      option('irregular', 'Irregular or none at the moment', 0),
      option('variable', 'Variable (business, commission, freelance)', 1),
      option('stable', 'Stable salary or pension', 3),
      option('verystable', 'Very stable, with more than one source', 4),
    ],
  },
  {
    id: 'emergency',
    question: 'Do you have an emergency fund and health insurance?',
    options: [
      option('neither', 'Neither', 0),
      option('one', 'One of the two', 1),
      option('both3', 'Both, with about 3 months of expenses set aside', 3),
      option('both6', 'Both, with 6 months or more set aside', 4),
    ],
  },
  {
    id: 'experience',
    question: 'What have you invested in before?',
    options: [
      option('none', 'Only bank deposits, PPF or insurance policies', 0),
      option('funds', 'Mutual funds or SIPs', 2),
      option('stocks', 'Direct stocks for more than 3 years', 3),
      option('cycles', 'Stocks or equity funds through at least one bear market (e.g. 2008 or 2020)', 4),
    ],
  },
  {
    id: 'fall20',
    question: 'Your portfolio falls 20% in a few months. What do you do?',
    options: [
      option('sellall', 'Sell everything to stop the loss', 0),
      option('sellsome', 'Sell some and wait on the side', 1),
      option('hold', 'Hold and keep my SIPs running', 3),
      option('buymore', 'Invest more while prices are lower', 4),
    ],
  },
  {
    id: 'goal',
    question: 'What matters most for this money?',
    options: [
      option('preserve', 'Keeping the capital safe', 0),
      option('income', 'Regular income', 1),
      option('balanced', 'Steady growth with moderate ups and downs', 3),
      option('growth', 'Highest long-term growth, accepting deep falls', 4),
    ],
  },
  {
    id: 'dependents',
    question: 'How many people depend on your income?',
    options: [option('none', 'None', 4), option('one', 'One', 3), option('twothree', 'Two or three', 2), option('more', 'Four or more', 1)],
  },
];

export type RiskAnswers = Record<string, string>;

export type RiskProfileId = 'conservative' | 'moderately_conservative' | 'balanced' | 'growth' | 'aggressive';

export interface Allocation {
  /** Percent of the portfolio; the three add up to 100. */
  equityIndex: number;
  debt: number;
  gold: number;
}

export interface RiskProfileBand {
  id: RiskProfileId;
  name: string;
  /** Lowest score (0-100) of the band. */
  minScore: number;
  allocation: Allocation;
  summary: string;
}

/** Bands in ascending order of score. */
export const RISK_PROFILE_BANDS: readonly RiskProfileBand[] = [
  {
    id: 'conservative',
    name: 'Conservative',
    minScore: 0,
    allocation: { equityIndex: 20, debt: 65, gold: 15 },
    summary: 'Capital safety first. Mostly debt, a small slice of broad index equity for inflation, gold as a hedge.',
  },
  {
    id: 'moderately_conservative',
    name: 'Moderately conservative',
    minScore: 35,
    allocation: { equityIndex: 35, debt: 50, gold: 15 },
    summary: 'Some growth with limited swings. Debt still carries the portfolio.',
  },
  {
    id: 'balanced',
    name: 'Balanced',
    minScore: 50,
    allocation: { equityIndex: 50, debt: 35, gold: 15 },
    summary: 'Growth and stability in equal measure. Expect falls of 15-20% in bad years.',
  },
  {
    id: 'growth',
    name: 'Growth',
    minScore: 65,
    allocation: { equityIndex: 65, debt: 25, gold: 10 },
    summary: 'Long-term growth led by index equity. Falls of 25-30% are part of the journey.',
  },
  {
    id: 'aggressive',
    name: 'Aggressive',
    minScore: 80,
    allocation: { equityIndex: 80, debt: 10, gold: 10 },
    summary: 'Maximum long-term growth. You must be able to sit through falls of 35-50% without selling.',
  },
];

/** The highest band a horizon under three years may reach. */
const SHORT_HORIZON_CAP: RiskProfileId = 'moderately_conservative';

export interface RiskProfileResult {
  /** 0-100. */
  score: number;
  profile: RiskProfileId;
  name: string;
  allocation: Allocation;
  summary: string;
  /** True when a short horizon lowered the profile the score alone would give. */
  cappedByHorizon: boolean;
}

export function unansweredQuestions(answers: RiskAnswers): RiskQuestion[] {
  return RISK_QUESTIONS.filter((q) => !q.options.some((o) => o.id === answers[q.id]));
}

function bandForScore(score: number): RiskProfileBand {
  let band = RISK_PROFILE_BANDS[0]!;
  for (const candidate of RISK_PROFILE_BANDS) if (score >= candidate.minScore) band = candidate;
  return band;
}

/** Scores a complete questionnaire; throws when a question is unanswered or an answer is unknown. */
export function scoreRiskProfile(answers: RiskAnswers): RiskProfileResult {
  const missing = unansweredQuestions(answers);
  if (missing.length > 0) throw new RangeError(`Unanswered: ${missing.map((q) => q.id).join(', ')}`);
  let points = 0;
  let maxPoints = 0;
  for (const question of RISK_QUESTIONS) {
    points += question.options.find((o) => o.id === answers[question.id])!.points;
    maxPoints += Math.max(...question.options.map((o) => o.points));
  }
  const score = Math.round((points / maxPoints) * 100);
  let band = bandForScore(score);
  let cappedByHorizon = false;
  const capIndex = RISK_PROFILE_BANDS.findIndex((b) => b.id === SHORT_HORIZON_CAP);
  if (answers.horizon === 'under3' && RISK_PROFILE_BANDS.indexOf(band) > capIndex) {
    band = RISK_PROFILE_BANDS[capIndex]!;
    cappedByHorizon = true;
  }
  return { score, profile: band.id, name: band.name, allocation: band.allocation, summary: band.summary, cappedByHorizon };
}

/** The user config key the result is saved under (userConfigs / upsertUserConfig). */
export const RISK_PROFILE_CONFIG_KEY = 'riskProfile';

export interface SavedRiskProfile {
  answers: RiskAnswers;
  score: number;
  profile: RiskProfileId;
  allocation: Allocation;
  /** ISO timestamp. */
  takenAt: string;
}

export function serializeRiskProfile(answers: RiskAnswers, result: RiskProfileResult, takenAt: Date): string {
  const saved: SavedRiskProfile = { answers, score: result.score, profile: result.profile, allocation: result.allocation, takenAt: takenAt.toISOString() };
  return JSON.stringify(saved);
}

/** Reads a saved profile back; null when the stored value is not a complete, valid questionnaire. */
export function parseSavedRiskProfile(value: string): { saved: SavedRiskProfile; result: RiskProfileResult } | null {
  try {
    const parsed = JSON.parse(value) as Partial<SavedRiskProfile>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    if (typeof parsed.takenAt !== 'string') return null;
    const answers = Object.fromEntries(Object.entries(parsed.answers).filter(([, v]) => typeof v === 'string')) as RiskAnswers;
    if (unansweredQuestions(answers).length > 0) return null;
    const result = scoreRiskProfile(answers);
    return { saved: { answers, score: result.score, profile: result.profile, allocation: result.allocation, takenAt: parsed.takenAt }, result };
  } catch {
    return null;
  }
}

/** Example ETFs per sleeve, for orientation only (not recommendations). */
export const ALLOCATION_SLEEVES = [
  { key: 'equityIndex', label: 'Index equity ETFs', examples: 'Nifty 50 or Sensex ETFs, e.g. NIFTYBEES' },
  { key: 'debt', label: 'Debt ETFs', examples: 'Liquid, gilt or Bharat Bond ETFs, e.g. LIQUIDBEES' },
  { key: 'gold', label: 'Gold ETFs', examples: 'Gold ETFs, e.g. GOLDBEES' },
] as const satisfies readonly { key: keyof Allocation; label: string; examples: string }[];
