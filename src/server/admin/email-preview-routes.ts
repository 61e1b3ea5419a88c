// Every email the store sends, rendered with sample data, for staff to see before a shopper does.
import { z } from 'zod';
import {
  AdminEmailPreviewParamsSchema,
  AdminEmailPreviewQuerySchema,
  AdminEmailTemplatesSchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { EMAIL_SAMPLES } from '../mail/templates/samples';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const adminEmailPreviewRoutes: DomainRoutes = async (app, deps) => {
  const { publicUrl } = deps.config;

  app.get('/emails', { schema: { response: { 200: AdminEmailTemplatesSchema, ...errors } } }, async () =>
    EMAIL_SAMPLES.map(({ name, title }) => ({ name, title })),
  );

  // The content type on the 200 only, as for the newsletter CSV: errors stay JSON.
  const preview = {
    200: { content: { 'text/html': { schema: z.string() }, 'text/plain': { schema: z.string() } } },
    ...errors,
  };
  app.get(
    '/emails/:name',
    { schema: { params: AdminEmailPreviewParamsSchema, querystring: AdminEmailPreviewQuerySchema, response: preview } },
    async (request, reply) => {
      const sample = EMAIL_SAMPLES.find((s) => s.name === request.params.name);
      if (!sample) throw notFound(`No email named ${request.params.name}`);
      const mail = sample.render(publicUrl);
      return request.query.format === 'text'
        ? reply.type('text/plain; charset=utf-8').send(mail.text)
        : reply.type('text/html; charset=utf-8').send(mail.html ?? '');
    },
  );
};
