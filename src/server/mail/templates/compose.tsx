import { renderToStaticMarkup } from 'react-dom/server';
import type { MailMessage } from '../../ports/mailer';
import type { EmailContent } from './content';
import { EmailLayout } from './layout';
import { plainText } from './text';

// The doctype React Email's render() puts first; the one most email clients expect.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The message, its HTML from the layout and its text from the same content.
 *
 * The confirmation is rendered inside the order's transaction, so this is the cheapest way
 * through: renderToStaticMarkup instead of React Email's render(), which streams and waits
 * for Suspense (no template here waits on anything) at four times the CPU; and the text written
 * from the content rather than converted from the HTML, which would parse the page again.
 */
export function composeEmail(content: EmailContent, publicUrl: string): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: plainText(content, publicUrl),
    html: DOCTYPE + renderToStaticMarkup(<EmailLayout content={content} publicUrl={publicUrl} />),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
