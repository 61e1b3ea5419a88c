import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { ContactForm } from './ContactForm';
import { answerWith, renderWithQuery } from '../../test/contact';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'sizing-help');
  await user.type(screen.getByLabelText('Subject'), 'Which size?');
  await user.type(screen.getByLabelText('Message'), 'Does the cargo run small?');
};

describe('ContactForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every validation message on an empty submit and sends nothing', async () => {
    const fetchMock = answerWith(201, {});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithQuery(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a message under 10 characters', async () => {
    vi.stubGlobal('fetch', answerWith(201, {}));
    const user = userEvent.setup();
    renderWithQuery(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('posts the message, shows the success toast and resets the form', async () => {
    const fetchMock = answerWith(201, { id: 1, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithQuery(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Message sent!',
        description: "We'll get back to you within 24 hours.",
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'sizing-help',
      subject: 'Which size?',
      message: 'Does the cargo run small?',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the error toast and the server's field errors when it answers 400", async () => {
    vi.stubGlobal(
      'fetch',
      answerWith(400, { message: 'Subject is required', errors: [{ path: 'subject', message: 'Subject is taken' }] }),
    );
    const user = userEvent.setup();
    renderWithQuery(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject is taken')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
      variant: 'destructive',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });
});
