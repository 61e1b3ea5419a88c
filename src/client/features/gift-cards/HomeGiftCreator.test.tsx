import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS_MS } from '../../../shared/store';
import { notify } from '../../lib/toast';
import HomeGiftCreator from './HomeGiftCreator';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const MISSING = {
  title: 'Missing Information',
  description: 'Please provide recipient email and minimum $10 amount.',
  variant: 'destructive',
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Gift Card' }));

function answer(body: unknown, status = 201) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const CARD = {
  code: 'TJ-AB12-CD34-EF56',
  title: 'Golden Luxury',
  amount: '100.00',
  balance: '100.00',
  design: 'golden-luxury',
  recipientName: 'Sam',
  recipientEmail: 'sam@example.com',
  senderName: 'Alex',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
};

describe('HomeGiftCreator', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the recipient email before anything else, and sends nothing', () => {
    const fetchMock = answer({});
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeGiftCreator />);
    create();
    expect(notify).toHaveBeenCalledWith(MISSING);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a custom amount under $10 with the same message', () => {
    vi.stubGlobal('fetch', answer({}));
    render(<HomeGiftCreator />);
    type("Recipient's email", 'sam@example.com');
    type('Custom amount ($)', '9.99');
    create();
    expect(notify).toHaveBeenCalledWith(MISSING);
  });

  it('shows the other field errors inline once email and amount are there', () => {
    const fetchMock = answer({});
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeGiftCreator />);
    type("Recipient's email", 'sam@example.com');
    create();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByText("Recipient's name is required")).toBeInTheDocument();
    expect(screen.getByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the card after the delay and shows its code; Create Another clears the recipient', async () => {
    vi.useFakeTimers();
    const fetchMock = answer({ giftCard: CARD, emailSent: true });
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeGiftCreator />);
    fireEvent.click(screen.getByLabelText('Golden Luxury'));
    fireEvent.click(screen.getByRole('button', { name: '$100' }));
    type("Recipient's name", 'Sam');
    type("Recipient's email", 'sam@example.com');
    type('Your name', 'Alex');
    type('Your email', 'alex@example.com');
    type('Personal message', 'Enjoy!');
    create();
    expect(screen.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ title: 'Golden Luxury', amount: '100.00', design: 'golden-luxury', recipientEmail: 'sam@example.com' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS_MS.homeGiftDelay - 100);
    });
    expect(screen.queryByText('Gift Card Created!')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Gift Card Created!')).toBeInTheDocument();
    expect(screen.getAllByText('TJ-AB12-CD34-EF56').length).toBeGreaterThan(0);
    expect(screen.getByText('We emailed the gift card to sam@example.com.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create Another' }));
    expect(screen.getByLabelText("Recipient's email")).toHaveValue('');
    expect(screen.getByLabelText('Personal message')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Golden Luxury')).toBeChecked();
  });
});
