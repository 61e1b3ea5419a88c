// The prepaid return label: staff buy it from their carrier and attach the file to an approved
// return; the store keeps it, emails the shopper a link to it and offers it on the return's
// page until the parcel arrives. Attaching another replaces it (a wrong label, a new carrier).
// The file's own bytes say what it is: only PDF, PNG and JPEG files, which every phone and
// printer opens, are kept; the declared type is not trusted.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LABEL_STATUSES, type AdminReturnDetail, type ReturnStatus } from '../../shared/schemas/returns';
import { recordAudit } from '../audit/record';
import { returns } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { queueEmail } from '../mail/outbox-part';
import { returnLabelEmail } from '../mail/templates';
import { noteOnOrder } from '../orders/moves';
import type { MediaStore } from '../ports/media-store';
import { presentForStaff, returnEmailOf } from './present';
import * as q from './queries';
import { findAskedReturn, type Asker, type ReturnDeps } from './service';
import { RETURN_NOT_FOUND_FOR_STAFF } from './staff';

/** A carrier's label is a page or two: 5 MB holds any of them, scanned or not. */
export const RETURN_LABEL_MAX_BYTES = 5 * 1024 * 1024;

export const NOT_A_LABEL = 'The label must be a PDF, PNG or JPEG file';
const EMPTY_LABEL = 'The label file is empty';
const LABEL_TOO_LATE = 'A label can be sent once the return is approved and until it arrives';
const NO_LABEL = 'This return has no label';

const LABEL_TYPES = [
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

/** What the file is, by its first bytes; undefined for anything else. */
export const labelTypeOf = (body: Uint8Array) =>
  LABEL_TYPES.find(({ magic }) => body.length > magic.length && magic.every((byte, i) => body[i] === byte));

const extensionOf = (type: string) => LABEL_TYPES.find((known) => known.type === type)?.extension ?? 'bin';

/** Keeps the file, tells the shopper, and answers the return as staff now see it. */
export async function attachReturnLabel(
  deps: ReturnDeps & { mediaStore: MediaStore },
  id: number,
  body: unknown,
  staffId: number,
): Promise<AdminReturnDetail> {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new HttpError(400, EMPTY_LABEL, [{ path: 'label', message: EMPTY_LABEL }]);
  const kind = labelTypeOf(body);
  if (!kind) throw new HttpError(415, NOT_A_LABEL, [{ path: 'label', message: NOT_A_LABEL }]);
  const current = await q.findReturn(deps.db, { id });
  if (!current) throw notFound(RETURN_NOT_FOUND_FOR_STAFF);
  if (!LABEL_STATUSES.has(current.status as ReturnStatus)) throw conflict(LABEL_TOO_LATE);
  // Named by its bytes: keeping it twice keeps one copy, and a key never changes what it holds.
  const key = `return-labels/${createHash('sha256').update(body).digest('hex')}.${kind.extension}`;
  await deps.mediaStore.put(key, body, kind.type);

  let emailId: number | undefined;
  const detail = await deps.db.transaction(async (tx) => {
    const locked = await q.lockReturn(tx, id);
    if (!locked) throw notFound(RETURN_NOT_FOUND_FOR_STAFF);
    // Checked again under the lock: the parcel may have arrived a moment ago.
    if (!LABEL_STATUSES.has(locked.status as ReturnStatus)) throw conflict(LABEL_TOO_LATE);
    const [ret] = await tx
      .update(returns)
      .set({ labelKey: key, labelType: kind.type, labelAddedAt: new Date(), updatedAt: new Date() })
      .where(eq(returns.id, id))
      .returning();
    const order = (await q.findOrderById(tx, ret!.orderId))!;
    const replaced = locked.labelKey !== null;
    await noteOnOrder(tx, order.id, {
      by: staffId,
      text: `Return label ${replaced ? 'replaced' : 'sent'} for return ${ret!.returnNumber}`,
    });
    await recordAudit(tx, {
      kind: 'return.label_added',
      subject: { type: 'return', id: ret!.id, label: ret!.returnNumber },
      before: { label: locked.labelKey === null ? null : locked.labelType },
      after: { label: kind.type, bytes: body.length },
    });
    const message = returnLabelEmail(await returnEmailOf(tx, ret!, order), deps.publicUrl);
    emailId = await queueEmail(tx, { ...message, status: deps.mailer.queuedStatus }, order.id, (inner, outboxId) =>
      deps.mailer.queueDelivery(inner, outboxId),
    );
    return presentForStaff(tx, ret!);
  });
  if (emailId !== undefined) await deps.mailer.deliver(emailId);
  return detail;
}

export interface LabelFile {
  body: Uint8Array;
  type: string;
  /** What the browser saves it as: "return-label-R-7F3K9Q.pdf". */
  filename: string;
}

async function fileOf(mediaStore: MediaStore, ret: q.ReturnRow): Promise<LabelFile> {
  const body = ret.labelKey ? await mediaStore.get(ret.labelKey) : undefined;
  if (!body || !ret.labelType) throw notFound(NO_LABEL);
  return { body, type: ret.labelType, filename: `return-label-${ret.returnNumber}.${extensionOf(ret.labelType)}` };
}

/** The label, for the shopper who may read the return (the order's email, or its signed-in owner). */
export async function labelForShopper(
  deps: { db: ReturnDeps['db']; mediaStore: MediaStore },
  returnNumber: string,
  asker: Asker,
): Promise<LabelFile> {
  const { ret } = await findAskedReturn(deps.db, returnNumber, asker);
  return fileOf(deps.mediaStore, ret);
}

/** The label as staff attached it. */
export async function labelForStaff(
  deps: { db: ReturnDeps['db']; mediaStore: MediaStore },
  id: number,
): Promise<LabelFile> {
  const ret = await q.findReturn(deps.db, { id });
  if (!ret) throw notFound(RETURN_NOT_FOUND_FOR_STAFF);
  return fileOf(deps.mediaStore, ret);
}
