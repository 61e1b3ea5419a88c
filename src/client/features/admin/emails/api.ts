import { useQuery } from '@tanstack/react-query';
import type { AdminEmailTemplate } from '../../../../shared/schemas/admin';
import { apiRequest, toRequestError } from '../../../lib/api';
import { ADMIN_KEY } from '../api';

const EMAILS_KEY = [...ADMIN_KEY, 'emails'] as const;

export const useEmailTemplates = () =>
  useQuery({
    queryKey: EMAILS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminEmailTemplate[]>('/api/admin/emails', { signal }),
    staleTime: Infinity,
  });

/** One email's preview: its HTML, or its plain text. The answer is the document itself, not JSON. */
async function fetchPreview(name: string, format: 'html' | 'text', signal: AbortSignal): Promise<string> {
  const response = await fetch(`/api/admin/emails/${encodeURIComponent(name)}?format=${format}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await toRequestError(response);
  return response.text();
}

export const useEmailPreview = (name: string | undefined, format: 'html' | 'text') =>
  useQuery({
    queryKey: [...EMAILS_KEY, name, format],
    queryFn: ({ signal }) => fetchPreview(name!, format, signal),
    enabled: name !== undefined,
  });
