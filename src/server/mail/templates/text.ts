// The plain-text part: what the HTML layout shows, for clients that read no HTML and for
// screen readers that prefer it. Links are written out in full.
import { STORE } from '../../../shared/store';
import type { Block, EmailContent, Inline } from './content';

const inline = (part: Inline) =>
  typeof part === 'string'
    ? part
    : 'strong' in part
      ? part.strong
      : part.link === part.href
        ? part.href
        : `${part.link}: ${part.href}`;

function block(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return b.parts.map(inline).join('');
    case 'quote':
      return b.text;
    case 'items':
      return [
        `${b.title}:`,
        ...b.lines.map((l) => [l.title, l.details ? `(${l.details})` : null, l.amount].filter(Boolean).join(' ')),
      ].join('\n');
    case 'rows':
      return [
        ...(b.title ? [`${b.title}:`] : []),
        ...b.rows.map((r) => `${r.label}: ${r.value}${r.href ? ` (${r.href})` : ''}`),
      ].join('\n');
    case 'address':
      return [`${b.title}:`, ...b.lines].join('\n');
    case 'code':
      return `${b.label} ${b.code}`;
    case 'button':
      return `${b.label}: ${b.href}`;
  }
}

/** The store's name, contact details and support hours under every email. */
function footerLines(publicUrl: string): string[] {
  return [
    `${STORE.name} · ${publicUrl}`,
    `Questions? ${STORE.contact.email} or ${STORE.contact.phone} (${STORE.contact.supportHours}).`,
    STORE.contact.address,
  ];
}

export function plainText(content: EmailContent, publicUrl: string): string {
  return [content.heading, ...content.blocks.map(block), '--', footerLines(publicUrl).join('\n')].join('\n\n');
}
