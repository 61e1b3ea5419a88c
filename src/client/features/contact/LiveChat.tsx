// The live-chat panel: a conversation with the store. A message shows in it the moment it is
// sent, with its time, then the store's acknowledgment once it is stored as a contact message
// (POST /api/contact/chat) for the team, who reply by email. The email is asked once, then
// kept for the conversation's next messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ChatRequestSchema,
  chatAcknowledgment,
  type ChatInput,
  type ChatRequest,
} from '../../../shared/schemas/contact';
import { STORE, SUPPORT } from '../../../shared/store';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { showFieldErrors } from '../../lib/form-errors';
import { useSendChatMessage } from './api';
import { CHAT_GREETING, chatTime, type ChatEntry } from './chat-log';

const EMPTY: ChatRequest = { email: '', message: '' };
const STATUS_TEXT = { sending: 'Sending...', sent: 'Sent', failed: 'Not sent' } as const;
let lastEntryId = 0;

function Bubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.from === 'shopper';
  return (
    <li className={cx('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <p
        className={cx(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm',
          mine ? 'rounded-tr-sm bg-brand-700 text-white' : 'rounded-tl-sm bg-gray-100 text-gray-800',
        )}
      >
        <span className="sr-only">{mine ? 'You' : STORE.name}: </span>
        {entry.text}
      </p>
      <p className={cx('mt-1 text-xs', entry.status === 'failed' ? 'font-medium text-red-700' : 'text-gray-600')}>
        <time dateTime={entry.at.toISOString()}>{chatTime(entry.at)}</time>
        {entry.status ? ` · ${STATUS_TEXT[entry.status]}` : null}
      </p>
    </li>
  );
}

export default function LiveChat({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const mutation = useSendChatMessage();
  const {
    register,
    handleSubmit,
    resetField,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChatRequest, unknown, ChatInput>({ resolver: zodResolver(ChatRequestSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (open) setFocus(replyTo ? 'message' : 'email');
  }, [open, replyTo, setFocus]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  const add = (entry: Omit<ChatEntry, 'id'>) => {
    const entryId = ++lastEntryId;
    setEntries((list) => [...list, { ...entry, id: entryId }]);
    return entryId;
  };
  const mark = (entryId: number, status: ChatEntry['status']) =>
    setEntries((list) => list.map((entry) => (entry.id === entryId ? { ...entry, status } : entry)));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // Shown at once; the field clears for the next message while this one is sent.
    const sentId = add({ from: 'shopper', text: values.message, at: new Date(), status: 'sending' });
    resetField('message');
    try {
      await mutation.mutateAsync(values);
      mark(sentId, 'sent');
      add({ from: 'store', text: chatAcknowledgment(values.email), at: new Date() });
      setReplyTo(values.email);
      setFocus('message');
    } catch (error) {
      mark(sentId, 'failed');
      setValue('message', values.message);
      if (showFieldErrors(error, setError, { fields: ['email', 'message'] })) {
        if (replyTo && error instanceof ApiRequestError) setReplyTo(null);
        return;
      }
      setFailure(
        error instanceof ApiRequestError && error.status === 429
          ? error.userMessage
          : 'Failed to send your message. Please try again.',
      );
    }
  });

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="flex max-h-[min(36rem,calc(100vh-6rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            Chat with {STORE.name}
          </h2>
          <p className="text-xs text-brand-100">
            We reply by email within {SUPPORT.replyWithin} · {STORE.contact.supportHours}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-md p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll back through a long conversation. */}
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <ol className="space-y-3">
          <li>
            <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-gray-100 px-4 py-2.5 text-sm text-gray-800">
              {CHAT_GREETING}
            </p>
          </li>
          {entries.map((entry) => (
            <Bubble key={entry.id} entry={entry} />
          ))}
        </ol>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-3 border-t border-gray-100 p-4"
        aria-label="Live chat message"
      >
        {replyTo ? (
          <p className="text-xs text-gray-600">
            Replies go to <span className="font-medium text-gray-900">{replyTo}</span>.{' '}
            <button type="button" onClick={() => setReplyTo(null)} className="font-medium text-brand-700 underline">
              Change
            </button>
          </p>
        ) : (
          <Field label="Your email" error={errors.email?.message}>
            {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        )}
        <Field label="Message" error={errors.message?.message}>
          {(ids) => (
            <Textarea
              {...ids}
              rows={2}
              {...register('message')}
              onKeyDown={(event) => {
                // Enter sends, as in any chat; Shift+Enter starts a new line.
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void onSubmit();
                }
              }}
            />
          )}
        </Field>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
