// The message form: the shared contact schema validates here and on the server; a 400
// answer's field errors show inline, any failure also shows the error toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ContactRequestSchema, type ContactInput, type ContactRequest } from '../../../shared/schemas/contact';
import { CONTACT_TOPICS, SUPPORT } from '../../../shared/store';
import { Button } from '../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSendContactMessage } from './api';

const EMPTY: ContactRequest = { name: '', email: '', category: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;

export function ContactForm() {
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest, unknown, ContactInput>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notify({ title: 'Message sent!', description: `We'll get back to you within ${SUPPORT.replyWithin}.` });
      reset(EMPTY);
    } catch (error) {
      showFieldErrors(error, setError, { fields: FIELDS });
      notify({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-gray-900">
        Send Us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <Field label="Topic" error={errors.category?.message}>
        {(ids) => (
          <Select {...ids} {...register('category')}>
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Subject" error={errors.subject?.message}>
        {(ids) => <Input {...ids} {...register('subject')} />}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(ids) => <Textarea {...ids} rows={6} {...register('message')} />}
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? <Spinner /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
