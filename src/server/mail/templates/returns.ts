// What the shopper hears of a return or size exchange: started (the return number, what comes
// back and where to send it), approved (the slip), rejected (staff's reason), received, and
// exchanged, and refunded (once the money is on its way: the amount, the return and its items).
import { formatMoney } from '../../../shared/money';
import { RETURNS, STORE } from '../../../shared/store';
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import type { Block } from './content';
import { refundTimingBlock } from './order-updates';
import { absoluteImageUrl, subjectLine } from './format';

/** A line of a return as the emails list it. */
export interface ReturnEmailLine {
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  imageUrl: string | null;
  /** For an exchange: the size and color sent instead; null for a refund. */
  exchange: { size: string | null; color: string | null } | null;
}

export interface ReturnEmail {
  email: string;
  customerName: string;
  /** R-7F3K9Q */
  returnNumber: string;
  /** The order it comes from (TJ-…). */
  trackingNumber: string;
  lines: ReturnEmailLine[];
  /** What the refund lines and cheaper exchanges give back, in cents. */
  refundCents: number;
  /** What the shopper owes for exchanges to dearer sizes or colours, in cents (0: nothing). */
  chargeCents: number;
  /** Whether that difference is paid. */
  chargePaid: boolean;
}

export interface ReturnMessageEmail extends ReturnEmail {
  /** What staff wrote to the shopper, kept as written. */
  message: string | null;
}

export const returnPageUrl = (publicUrl: string, returnNumber: string) =>
  `${publicUrl}/returns/${encodeURIComponent(returnNumber)}`;

const optionOf = (option: { size: string | null; color: string | null }) =>
  [option.size, option.color].filter(Boolean).join(', ');

/** The return's number and its order's, in bold, with the words between them. */
const returnOfOrder = (ret: Pick<ReturnEmail, 'returnNumber' | 'trackingNumber'>, between: string) => [
  { strong: ret.returnNumber },
  between,
  { strong: ret.trackingNumber },
];

const greeting = (name: string): Block => ({ kind: 'paragraph', parts: [`Hi ${name},`] });

function lineBlock(title: string, ret: ReturnEmail, publicUrl: string): Block {
  return {
    kind: 'items',
    title,
    lines: ret.lines.map((line) => ({
      title: `${line.quantity} × ${line.name}`,
      details:
        [optionOf(line) || null, line.exchange ? `exchange for ${optionOf(line.exchange)}` : 'refund']
          .filter(Boolean)
          .join(' · ') || null,
      amount: null,
      imageUrl: absoluteImageUrl(line.imageUrl, publicUrl),
    })),
  };
}

const slipBlocks = (ret: ReturnEmail): Block[] => [
  { kind: 'code', label: 'Write this return number on your parcel:', code: ret.returnNumber },
  { kind: 'address', title: 'Send it to', lines: [...RETURNS.sendTo] },
];

const refundLine = (ret: ReturnEmail): Block[] =>
  ret.refundCents > 0
    ? [
        {
          kind: 'paragraph',
          parts: [
            'Once we receive it, we refund ',
            { strong: formatMoney(ret.refundCents) },
            ` to your original payment method within ${RETURNS.processingDays}.`,
          ],
        },
      ]
    : [];

const exchangeLine = (ret: ReturnEmail): Block[] =>
  ret.lines.some((line) => line.exchange)
    ? [{ kind: 'paragraph', parts: ['The sizes and colors you are exchanging for are set aside for you.'] }]
    : [];

/** A difference for dearer sizes is owed and not yet paid. */
const owesDifference = (ret: ReturnEmail) => ret.chargeCents > 0 && !ret.chargePaid;

/** The difference owed for dearer sizes while it is not paid, and where to pay it: the return's page. */
const chargeBlocks = (ret: ReturnEmail, publicUrl: string): Block[] =>
  owesDifference(ret)
    ? [
        {
          kind: 'paragraph',
          parts: [
            'The sizes and colors you chose cost more than you paid: you owe ',
            { strong: formatMoney(ret.chargeCents) },
            '. We send them once the difference is paid.',
          ],
        },
        {
          kind: 'button',
          label: `Pay the ${formatMoney(ret.chargeCents)} difference`,
          href: returnPageUrl(publicUrl, ret.returnNumber),
        },
      ]
    : [];

const messageBlocks = (message: string | null): Block[] => (message ? [{ kind: 'quote', text: message }] : []);

const pageButton = (publicUrl: string, returnNumber: string): Block => ({
  kind: 'button',
  label: 'See your return',
  href: returnPageUrl(publicUrl, returnNumber),
});

export function returnStartedEmail(ret: ReturnEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`Your ${STORE.name} return ${ret.returnNumber} has started`),
      preview: `We have your return ${ret.returnNumber} for order ${ret.trackingNumber}.`,
      heading: 'Your return has started',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: [
            'We have your return ',
            ...returnOfOrder(ret, ' for order '),
            '. We will email you once we have checked it; then send the parcel to the address below.',
          ],
        },
        lineBlock('Coming back', ret, publicUrl),
        ...exchangeLine(ret),
        ...refundLine(ret),
        ...chargeBlocks(ret, publicUrl),
        ...slipBlocks(ret),
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

export function returnApprovedEmail(ret: ReturnMessageEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`Your ${STORE.name} return ${ret.returnNumber} is approved`),
      preview: 'Pack the items with your return number and send them back to us.',
      heading: 'Your return is approved',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: [
            'Good news: your return ',
            { strong: ret.returnNumber },
            ` is approved. Pack the items ${RETURNS.condition}, print or copy your slip from the return's page, and send the parcel to us.`,
          ],
        },
        ...messageBlocks(ret.message),
        lineBlock('Send back', ret, publicUrl),
        ...slipBlocks(ret),
        ...refundLine(ret),
        ...chargeBlocks(ret, publicUrl),
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

/** Where the shopper downloads the return's label: the address carries the order's email, as the return's page asks. */
export const returnLabelUrl = (publicUrl: string, returnNumber: string, email: string) =>
  `${publicUrl}/api/returns/${encodeURIComponent(returnNumber)}/label?email=${encodeURIComponent(email)}`;

export function returnLabelEmail(ret: ReturnEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`Your ${STORE.name} return label for ${ret.returnNumber}`),
      preview: 'Print the prepaid label, stick it on your parcel and drop it off.',
      heading: 'Your return label is ready',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: [
            'Here is the prepaid label for your return ',
            { strong: ret.returnNumber },
            ': print it, stick it on your parcel and drop the parcel off with the carrier. Sending it costs you nothing.',
          ],
        },
        {
          kind: 'button',
          label: 'Download your return label',
          href: returnLabelUrl(publicUrl, ret.returnNumber, ret.email),
        },
        lineBlock('Send back', ret, publicUrl),
        { kind: 'code', label: 'Write this return number on your parcel:', code: ret.returnNumber },
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

export function returnRejectedEmail(ret: ReturnMessageEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`About your ${STORE.name} return ${ret.returnNumber}`),
      preview: 'We could not accept your return.',
      heading: 'We could not accept your return',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: ['We are sorry: we could not accept your return ', { strong: ret.returnNumber }, '.'],
        },
        ...messageBlocks(ret.message),
        lineBlock('In this return', ret, publicUrl),
        {
          kind: 'paragraph',
          parts: [`Questions? Reply to this email or write to ${STORE.contact.email} (${STORE.contact.supportHours}).`],
        },
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

export function returnReceivedEmail(ret: ReturnEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`We received your ${STORE.name} return ${ret.returnNumber}`),
      preview:
        ret.refundCents > 0 ? `Your refund of ${formatMoney(ret.refundCents)} follows.` : 'Your return has arrived.',
      heading: 'Your return has arrived',
      blocks: [
        greeting(ret.customerName),
        { kind: 'paragraph', parts: ['Your return ', { strong: ret.returnNumber }, ' has arrived. Thank you.'] },
        lineBlock('Received', ret, publicUrl),
        ...(ret.refundCents > 0
          ? [
              {
                kind: 'paragraph',
                parts: [
                  'We are refunding ',
                  { strong: formatMoney(ret.refundCents) },
                  ` within ${RETURNS.processingDays}; we email you when it is on its way.`,
                ],
              } satisfies Block,
            ]
          : []),
        // New sizes still waiting for their difference say so, with where to pay it.
        ...(owesDifference(ret)
          ? chargeBlocks(ret, publicUrl)
          : ret.lines.some((line) => line.exchange)
            ? [
                {
                  kind: 'paragraph',
                  parts: ['Your new sizes are being prepared; we email you when they ship.'],
                } satisfies Block,
              ]
            : []),
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

export function returnExchangedEmail(ret: ReturnEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`Your ${STORE.name} exchange ${ret.returnNumber} is done`),
      preview: 'We received your return; your new sizes are on their way to you.',
      heading: 'Your exchange is done',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: [
            'We received your return ',
            { strong: ret.returnNumber },
            '. Your new sizes are sent as part of order ',
            { strong: ret.trackingNumber },
            '; its shipping email tells you when they are on their way.',
          ],
        },
        lineBlock('Exchanged', ret, publicUrl),
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

/** The difference a dearer exchange owed is paid: a receipt, and when the new sizes go out. */
export function returnChargePaidEmail(ret: ReturnEmail & { shipsNow: boolean }, publicUrl: string): MailMessage {
  const amount = formatMoney(ret.chargeCents);
  return composeEmail(
    {
      to: ret.email,
      subject: subjectLine(`We received your ${amount} payment for return ${ret.returnNumber}`),
      preview: ret.shipsNow
        ? 'Your new sizes are on their way to you.'
        : 'We send your new sizes once your return arrives.',
      heading: 'Thank you for your payment',
      blocks: [
        greeting(ret.customerName),
        {
          kind: 'paragraph',
          parts: [
            'We received your payment of ',
            { strong: amount },
            ' for the difference on your return ',
            { strong: ret.returnNumber },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          parts: ret.shipsNow
            ? [
                'Your new sizes are sent as part of order ',
                { strong: ret.trackingNumber },
                '; its shipping email tells you when they are on their way.',
              ]
            : ['We send your new sizes as soon as your return reaches us.'],
        },
        lineBlock('Exchanged', ret, publicUrl),
        pageButton(publicUrl, ret.returnNumber),
      ],
    },
    publicUrl,
  );
}

/** A refund made for a return: the order's refund email, naming the return and what came back. */
export interface ReturnRefundedEmail {
  email: string;
  customerName: string;
  trackingNumber: string;
  returnNumber: string;
  lines: ReturnEmailLine[];
  amountCents: number;
}

export function returnRefundedEmail(refund: ReturnRefundedEmail, publicUrl: string): MailMessage {
  const amount = formatMoney(refund.amountCents);
  const ret: ReturnEmail = { ...refund, refundCents: refund.amountCents, chargeCents: 0, chargePaid: false };
  return composeEmail(
    {
      to: refund.email,
      subject: subjectLine(`Refund of ${amount} for your ${STORE.name} return ${refund.returnNumber}`),
      preview: `${amount} for your return ${refund.returnNumber} is on its way back to your original payment method.`,
      heading: 'Your refund is on its way',
      blocks: [
        greeting(refund.customerName),
        {
          kind: 'paragraph',
          parts: [
            'We have refunded ',
            { strong: amount },
            ' for your return ',
            ...returnOfOrder(refund, ' of order '),
            ' to your original payment method.',
          ],
        },
        lineBlock('Returned', ret, publicUrl),
        refundTimingBlock,
        pageButton(publicUrl, refund.returnNumber),
      ],
    },
    publicUrl,
  );
}
