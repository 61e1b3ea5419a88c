// A document written as its rows are read: keyset batches by id, each rendered and handed to
// the reply as soon as it is read, so memory holds one batch whatever the catalogue's size.
import { Readable } from 'node:stream';

/** Reads up to `limit` rows after id `afterId`, in id order. */
export type BatchReader<Row> = (afterId: number, limit: number) => Promise<Row[]>;

export interface Walk {
  /** Start after this id. */
  afterId: number;
  batchSize: number;
  /** Stop after this many rows. */
  max?: number | undefined;
}

/**
 * The batches of a keyset walk. The first is read before the reply starts, so a database
 * that fails answers with an error status, not a document cut short after a 200.
 */
export async function keysetBatches<Row extends { id: number }>(
  read: BatchReader<Row>,
  walk: Walk,
): Promise<AsyncGenerator<Row[]>> {
  const max = walk.max ?? Number.POSITIVE_INFINITY;
  let limit = Math.min(walk.batchSize, max);
  let batch = limit > 0 ? await read(walk.afterId, limit) : [];
  async function* batches(): AsyncGenerator<Row[]> {
    let left = max;
    while (batch.length > 0) {
      yield batch;
      left -= batch.length;
      const last = batch.at(-1)!.id;
      if (batch.length < limit || left <= 0) return;
      limit = Math.min(walk.batchSize, left);
      batch = await read(last, limit);
    }
  }
  return batches();
}

/**
 * head, each batch rendered, tail: a stream the reply sends as it is produced (and stops reading when the client
 * leaves).
 */
export function documentStream<Row>(
  head: string,
  batches: AsyncIterable<Row[]>,
  render: (batch: Row[]) => string,
  tail: string,
): Readable {
  async function* parts(): AsyncGenerator<string> {
    yield head;
    for await (const batch of batches) yield render(batch);
    yield tail;
  }
  return Readable.from(parts(), { objectMode: false });
}
