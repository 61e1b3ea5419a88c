// The live chat's conversation as the shopper sees it: their messages the moment they send
// them (with the time), and the store's acknowledgment once the message is with the team.
// Messages go to the store's inbox (POST /api/contact/chat, stored with the contact form's);
// the team replies by email, which is what the acknowledgment says.
import { STORE } from '../../../shared/store';

export type ChatStatus = 'sending' | 'sent' | 'failed';

export interface ChatEntry {
  id: number;
  from: 'shopper' | 'store';
  text: string;
  at: Date;
  /** A shopper's message: on its way, with the team, or not sent. */
  status?: ChatStatus;
}

export const CHAT_GREETING = `Hi there! How can we help you today? Leave your email and a message, and the ${STORE.name} team will get back to you.`;

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "3:42 PM" in the shopper's own time zone. */
export const chatTime = (at: Date) => timeFormat.format(at);
