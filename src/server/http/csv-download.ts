// A CSV file as a download: a stream piped as it is (the route's schema only documents the type),
// named with today's date.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export function sendCsvDownload(reply: FastifyReply, file: Readable, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(file);
}
