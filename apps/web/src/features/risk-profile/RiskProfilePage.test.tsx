import { RISK_PROFILE_CONFIG_KEY, RISK_QUESTIONS, scoreRiskProfile, serializeRiskProfile, type RiskAnswers } from '@sanchay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../lib/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { RISK_PROFILE_CONFIGS, SAVE_RISK_PROFILE } from './api';

vi.mock('../../lib/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/graphql')>();
  return { ...actual, graphqlRequest: vi.fn() };
});

const request = vi.mocked(graphqlRequest);
let stored: { key: string; value: string }[] = [];

beforeEach(() => {
  mockFetch();
  sessionStorage.clear();
  stored = [];
  request.mockReset();
  request.mockImplementation(async (document, variables) => {
    if (document === RISK_PROFILE_CONFIGS) return { userConfigs: stored };
    if (document === SAVE_RISK_PROFILE) {
      const entry = variables as { key: string; value: string };
      stored = [...stored.filter((c) => c.key !== entry.key), entry];
      return { upsertUserConfig: entry };
    }
    return { me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } };
  });
});

afterEach(() => vi.unstubAllGlobals());

/** Growth answers: 23 of 32 points -> 72. */
const GROWTH: RiskAnswers = {
  age: '30to44',
  horizon: '5to10',
  income: 'stable',
  emergency: 'both3',
  experience: 'funds',
  fall20: 'hold',
  goal: 'balanced',
  dependents: 'one',
};

function answerAll(answers: RiskAnswers) {
  for (const question of RISK_QUESTIONS) {
    // A CSS lookup keeps this fast on a busy machine; the radios are plain inputs named after the question.
    const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][name="${question.id}"][value="${answers[question.id]}"]`);
    expect(radio, question.id).not.toBeNull();
    fireEvent.click(radio!);
  }
}

describe('risk profile page', { timeout: 30_000 }, () => {
  it('asks for every answer before scoring, then shows score and split; signed out it asks to sign in to save', async () => {
    renderApp('/riskProfile');
    await userEvent.click(await screen.findByRole('button', { name: 'See my risk profile' }));
    expect(screen.getByText(`Answer all questions to see your profile (${RISK_QUESTIONS.length} left).`)).toBeInTheDocument();
    expect(screen.queryByTestId('risk-result')).not.toBeInTheDocument();

    answerAll(GROWTH);
    await userEvent.click(screen.getByRole('button', { name: 'See my risk profile' }));
    const result = await screen.findByTestId('risk-result');
    expect(within(result).getByText('Risk score 72 / 100')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Growth' })).toBeInTheDocument();
    expect(within(result).getByText('Index equity ETFs: 65%')).toBeInTheDocument();
    expect(within(result).getByText('Debt ETFs: 25%')).toBeInTheDocument();
    expect(within(result).getByText('Gold ETFs: 10%')).toBeInTheDocument();
    expect(within(result).getByText('Sign in to save your risk profile.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/riskProfile');
    expect(request.mock.calls.some(([document]) => document === SAVE_RISK_PROFILE)).toBe(false);
  });

  it('saves a signed-in user\'s profile to their configs', async () => {
    signIn();
    renderApp('/riskProfile');
    await screen.findByRole('button', { name: 'See my risk profile' });
    await waitFor(() => expect(request.mock.calls.some(([document]) => document === RISK_PROFILE_CONFIGS)).toBe(true));
    answerAll(GROWTH);
    await userEvent.click(screen.getByRole('button', { name: 'See my risk profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my profile' }));
    expect(await screen.findByText('Risk profile saved.')).toBeInTheDocument();
    const saveCall = request.mock.calls.find(([document]) => document === SAVE_RISK_PROFILE)!;
    const { key, value } = saveCall[1] as { key: string; value: string };
    expect(key).toBe(RISK_PROFILE_CONFIG_KEY);
    expect(JSON.parse(value)).toMatchObject({ answers: GROWTH, score: 72, profile: 'growth', allocation: { equityIndex: 65, debt: 25, gold: 10 } });
    expect(await screen.findByRole('button', { name: 'Saved to your profile' })).toBeDisabled();
  });

  it('shows a saved profile on return, and a changed answer can be saved again', async () => {
    stored = [{ key: RISK_PROFILE_CONFIG_KEY, value: serializeRiskProfile(GROWTH, scoreRiskProfile(GROWTH), new Date('2026-02-01T09:00:00Z')) }];
    signIn();
    renderApp('/riskProfile');
    const result = await screen.findByTestId('risk-result');
    expect(within(result).getByRole('heading', { name: 'Growth' })).toBeInTheDocument();
    expect(within(result).getByTestId('risk-saved-at')).toHaveTextContent('Saved on 1 Feb 2026');
    const group = screen.getByRole('radiogroup', { name: /20% in a few months/ });
    expect(within(group).getByRole('radio', { name: 'Hold and keep my SIPs running' })).toBeChecked();

    fireEvent.click(within(group).getByRole('radio', { name: 'Sell everything to stop the loss' }));
    expect(screen.queryByTestId('risk-result')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See my risk profile' }));
    expect(await screen.findByRole('heading', { name: 'Balanced' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my profile' })).toBeEnabled();
  });

  it('keeps a signed-out visitor\'s answers through sign-in so they can be saved', async () => {
    const first = renderApp('/riskProfile');
    await screen.findByRole('button', { name: 'See my risk profile' });
    answerAll(GROWTH);
    first.unmount();

    signIn();
    renderApp('/riskProfile');
    const result = await screen.findByTestId('risk-result');
    expect(within(result).getByText('Risk score 72 / 100')).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Save to my profile' }));
    expect(await screen.findByText('Risk profile saved.')).toBeInTheDocument();
    expect(sessionStorage.getItem('riskProfileDraft')).toBeNull();
  });
});
