// The live-chat panel: an email and a message, stored as a contact message
// through POST /api/contact/chat; the reply goes out by email.
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChatRequestSchema, type ChatInput, type ChatRequest } from '../../../shared/schemas/contact';
import { STORE } from '../../../shared/store';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { showFieldErrors } from '../../lib/form-errors';
import { useSendChatMessage } from './api';

const EMPTY: ChatRequest = { email: '', message: '' };

export default function LiveChat({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useSendChatMessage();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChatRequest, unknown, ChatInput>({ resolver: zodResolver(ChatRequestSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!open) return;
    if (sent) thanksRef.current?.focus();
    else setFocus('email');
  }, [open, sent, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      if (showFieldErrors(error, setError, { fields: ['email', 'message'] })) return;
      setFailure(error instanceof ApiRequestError && error.status === 429 ? error.userMessage : 'Failed to send your message. Please try again.');
    }
  });

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            Chat with {STORE.name}
          </h2>
          <p className="text-xs text-brand-100">We reply by email · {STORE.contact.supportHours}</p>
        </div>
        <button type="button" onClick={onClose} aria-label="Close chat" className="rounded-md p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white">
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="space-y-4 p-4">
        <p className="rounded-2xl rounded-tl-sm bg-gray-100 px-4 py-3 text-sm text-gray-800">
          Hi there! How can we help you today? Leave your email and a message, and our team will get back to you.
        </p>
        {sent ? (
          <div className="space-y-3">
            <p ref={thanksRef} tabIndex={-1} role="status" className="rounded-2xl rounded-tr-sm bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
              Thanks! We'll reply by email.
            </p>
            <Button variant="outline" size="sm" onClick={() => setSent(false)}>
              Send another message
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Live chat message">
            <Field label="Your email" error={errors.email?.message}>
              {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
            </Field>
            <Field label="Message" error={errors.message?.message}>
              {(ids) => <Textarea {...ids} rows={3} {...register('message')} />}
            </Field>
            {failure ? (
              <p role="alert" className="text-sm text-red-600">
                {failure}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner /> : null}
              {mutation.isPending ? 'Sending...' : 'Send'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
