// POST /api/newsletter: a new and a repeated address get the same answer.
import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest, NewsletterResponse } from '../../../shared/schemas/newsletter';
import { apiRequest } from '../../lib/api';

export function subscribeToNewsletter(body: NewsletterRequest): Promise<NewsletterResponse> {
  return apiRequest<NewsletterResponse>('/api/newsletter', { method: 'POST', body });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
