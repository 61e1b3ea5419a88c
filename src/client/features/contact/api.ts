// Contact mutations: the message form (POST /api/contact) and the live-chat panel
// (POST /api/contact/chat), both validated by the shared contact schemas on the server.
import { useMutation } from '@tanstack/react-query';
import type { ChatInput, ContactInput, ContactResponse } from '../../../shared/schemas/contact';
import { apiRequest } from '../../lib/api';

export function sendContactMessage(body: ContactInput): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body });
}

export function sendChatMessage(body: ChatInput): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact/chat', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
