import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatAcknowledgment } from '../../../shared/schemas/contact';
import { LiveChatLauncher } from './LiveChatLauncher';
import { answerWith, renderWithQuery } from '../../test/contact';

// The panel is a lazily imported chunk; a cold import can take a few seconds on a busy machine.
const LAZY_LOAD_MS = 10_000;

describe('LiveChatLauncher', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the panel, sends email and message to the chat endpoint, and shows both in the conversation', async () => {
    const fetchMock = answerWith(201, { id: 7, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithQuery(<LiveChatLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    const panel = await screen.findByRole('dialog', { name: /Chat with/ }, { timeout: LAZY_LOAD_MS });
    expect(panel).toHaveTextContent('How can we help you today?');
    await waitFor(() => expect(screen.getByLabelText('Your email')).toHaveFocus());
    await user.type(screen.getByLabelText('Your email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you restock the cargos?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    const mine = within(log).getByText('Do you restock the cargos?').closest('li')!;
    expect(mine.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(mine).toHaveTextContent(/\d{1,2}:\d{2} (AM|PM)/);
    expect(await within(log).findByText(chatAcknowledgment('sam@example.com'))).toBeInTheDocument();
    expect(mine).toHaveTextContent('Sent');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/chat');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'sam@example.com', message: 'Do you restock the cargos?' });
  });

  it('keeps the email for the next message, which joins the conversation', async () => {
    const fetchMock = answerWith(201, { id: 8, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithQuery(<LiveChatLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    await user.type(await screen.findByLabelText('Your email', {}, { timeout: LAZY_LOAD_MS }), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'First question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(chatAcknowledgment('sam@example.com'));
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'And a second one{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('And a second one')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'sam@example.com', message: 'And a second one' });
    await waitFor(() => expect(within(log).getAllByText(chatAcknowledgment('sam@example.com'))).toHaveLength(2));
  });

  it('validates in the panel and shows a failed send there', async () => {
    vi.stubGlobal('fetch', answerWith(500, { message: 'Something went wrong on our side. Please try again.' }));
    const user = userEvent.setup();
    renderWithQuery(<LiveChatLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }, { timeout: LAZY_LOAD_MS }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Hello there').closest('li')).toHaveTextContent('Not sent');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('toggles closed with the button and with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderWithQuery(<LiveChatLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    await screen.findByRole('dialog', {}, { timeout: LAZY_LOAD_MS });
    await user.click(screen.getByRole('button', { name: 'Close live chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open live chat' }));
    await waitFor(() => expect(screen.getByLabelText('Your email')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open live chat' })).toHaveFocus();
  });
});
