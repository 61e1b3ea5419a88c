import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  title: 'TJ Fashion',
  // SPIKE_SERVER_ROUTING=1 at build: every navigation loads a page; Vike's client only hydrates.
  clientRouting: process.env.SPIKE_SERVER_ROUTING !== '1',
  // The whole page in the HTML, parts that wait for code (React.lazy, use()) too, sent at once:
  // without it vike-react renders to a string, and such a part is left for the browser.
  stream: { require: true, enable: false },
} satisfies Config;
