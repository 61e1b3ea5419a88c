// A return label's file as an answer: saved under its return's number, never kept by a shared
// cache (it is the shopper's), and never run as a page, whatever its bytes hold.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { LabelFile } from './label';

/** What GET .../label answers, for the OpenAPI document: the file in one of the types kept. */
export const LABEL_FILE_RESPONSE = {
  200: {
    description: 'The label file',
    content: {
      'application/pdf': { schema: z.string() },
      'image/png': { schema: z.string() },
      'image/jpeg': { schema: z.string() },
    },
  },
};

export function sendLabelFile(reply: FastifyReply, file: LabelFile) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .type(file.type)
    .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
}
