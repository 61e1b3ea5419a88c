// What an email says, as data: the HTML layout and the plain-text part are both written from
// it, so the two parts state the same facts and no template can forget one of them.

/** A piece of a paragraph: words, words in bold, or a link. */
export type Inline = string | { strong: string } | { link: string; href: string };

export interface ItemLine {
  /** "2 × Culottes" */
  title: string;
  /** "M, Black", or null when the item has neither size nor color. */
  details: string | null;
  /** The line total ("$71.98"), or null where the email does not speak of money. */
  amount: string | null;
  /** Absolute on the store's public URL, or null for no picture. */
  imageUrl: string | null;
}

export interface Row {
  label: string;
  value: string;
  /** A link on the value. */
  href?: string | null;
  /** The row a reader looks for first (an order's total). */
  emphasis?: boolean;
}

export type Block =
  | { kind: 'paragraph'; parts: Inline[] }
  /** Words a shopper wrote, kept as they wrote them (line breaks included). */
  | { kind: 'quote'; text: string }
  | { kind: 'items'; title: string; lines: ItemLine[] }
  | { kind: 'rows'; title?: string; rows: Row[] }
  | { kind: 'address'; title: string; lines: string[] }
  /** A code to type somewhere; the label leads into it ("Your code is"). */
  | { kind: 'code'; label: string; code: string }
  | { kind: 'button'; label: string; href: string };

export interface EmailContent {
  to: string;
  subject: string;
  replyTo?: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  blocks: Block[];
}
