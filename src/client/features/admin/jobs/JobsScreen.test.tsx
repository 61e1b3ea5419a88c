import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminJob } from '../../../../shared/schemas/jobs';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { JobsScreen } from './JobsScreen';

const LIST = '/api/admin/jobs?state=failed';
const failedEmail: AdminJob = {
  id: '0b8f4a52-5f7e-4d62-9d0e-3f2d1f0f9a11',
  name: 'deliver-email',
  state: 'failed',
  data: { outboxId: 42 },
  attempts: 6,
  maxAttempts: 6,
  lastError: 'Mailbox busy, try again later',
  createdAt: '2026-11-29T09:00:00.000Z',
  startedAt: '2026-11-29T09:40:00.000Z',
  finishedAt: '2026-11-29T09:40:01.000Z',
  runAfter: '2026-11-29T09:40:00.000Z',
};

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JobsScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('failed jobs', () => {
  it('shows what failed, how often it was tried and why, and sends it back when staff ask', async () => {
    let failed = [failedEmail];
    const fetchMock = fakeServer({
      [`GET ${LIST}`]: () => json(failed),
      [`POST /api/admin/jobs/${failedEmail.id}/retry`]: () => {
        failed = [];
        return json({ ...failedEmail, state: 'retry' });
      },
    });
    const user = renderScreen();

    const row = (await screen.findByText('Hand an email to the mail server')).closest('tr')!;
    expect(within(row).getByText('Email #42')).toBeInTheDocument();
    expect(within(row).getByText('6 of 6')).toBeInTheDocument();
    expect(within(row).getByText('Mailbox busy, try again later')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Try again: Hand an email to the mail server Email #42' }),
    );
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toEqual([
      `GET ${LIST}`,
      `POST /api/admin/jobs/${failedEmail.id}/retry`,
      `GET ${LIST}`,
    ]);
  });

  it('says so when nothing has failed', async () => {
    fakeServer({ [`GET ${LIST}`]: () => json([]) });
    renderScreen();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
  });
});
