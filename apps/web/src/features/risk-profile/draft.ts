import { RISK_QUESTIONS, type RiskAnswers } from '@sanchay/core';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** Unsaved answers survive the trip to the sign-in page (session storage, this tab only). */
const DRAFT_KEY = 'riskProfileDraft';

export function readDraft(): RiskAnswers {
  const raw = readStorage(DRAFT_KEY, 'session');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const answers: RiskAnswers = {};
    for (const question of RISK_QUESTIONS) {
      const value = (parsed as Record<string, unknown>)[question.id];
      if (typeof value === 'string' && question.options.some((o) => o.id === value)) answers[question.id] = value;
    }
    return answers;
  } catch {
    return {};
  }
}

export function writeDraft(answers: RiskAnswers): void {
  writeStorage(DRAFT_KEY, JSON.stringify(answers), 'session');
}

export function clearDraft(): void {
  removeStorage(DRAFT_KEY, 'session');
}
