import { FEEDBACK_TEXT } from '@sanchay/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../lib/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { INSERT_FEEDBACK } from './api';

vi.mock('../../lib/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/graphql')>();
  return { ...actual, graphqlRequest: vi.fn() };
});

const request = vi.mocked(graphqlRequest);

beforeEach(() => {
  mockFetch();
  request.mockReset();
  request.mockImplementation(async (document) => {
    if (document === INSERT_FEEDBACK) {
      return { insertFeedback: { id: 'f1', comment: 'x', type: 0, createdAt: '2026-01-01T00:00:00Z' } };
    }
    return { me: { id: 'u1', email: 'asha@example.com', name: 'Asha Rao', picture: null } };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function feedbackCalls() {
  return request.mock.calls.filter(([document]) => document === INSERT_FEEDBACK);
}

describe('feedback page', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    renderApp('/feedback');
    const prompt = await screen.findByTestId('feedback-sign-in');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/feedback');
    expect(screen.queryByLabelText(/Your feedback/)).not.toBeInTheDocument();
  });

  it('keeps Submit disabled while the comment is empty or blank', async () => {
    signIn();
    renderApp('/feedback');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const box = screen.getByRole('textbox', { name: /Your feedback/ });
    expect(box).toHaveAttribute('rows', String(FEEDBACK_TEXT.rows));
    expect(submit).toBeDisabled();

    await userEvent.type(box, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(box, 'More ETFs please');
    expect(submit).toBeEnabled();
  });

  it('submits comment and type, confirms in green and resets the form', async () => {
    signIn();
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Feedback type/ }));
    await user.click(screen.getByRole('option', { name: 'Bug' }));
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), '  Chart does not load  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const notice = await screen.findByTestId('feedback-notice');
    expect(notice).toHaveTextContent(FEEDBACK_TEXT.success);
    expect(notice.className).toMatch(/filledSuccess|colorSuccess/);
    expect(feedbackCalls()).toHaveLength(1);
    expect(feedbackCalls()[0]?.[1]).toEqual({ comment: 'Chart does not load', type: 2 });

    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Feedback type/ })).toHaveTextContent('Feedback');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('says so in red and logs when the submission fails', async () => {
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    request.mockImplementation(async (document) => {
      if (document === INSERT_FEEDBACK) throw new Error('server down');
      return { me: null };
    });
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Your feedback/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const notice = await screen.findByTestId('feedback-notice');
    expect(notice).toHaveTextContent(FEEDBACK_TEXT.failure);
    expect(notice.className).toMatch(/filledError|colorError/);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    // The comment stays so the person can try again.
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Hello');
    logged.mockRestore();
  });
});
