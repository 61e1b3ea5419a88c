// Writes src/server/staff-auth/common-passwords.txt: the 10,000 most common passwords, most
// common first, one a line, from the ranked list the MIT-licensed npm package
// @zxcvbn-ts/language-common ships (src/passwords.json). The store reads the file at start;
// nothing is fetched at run time. Regenerate:
//   npm pack @zxcvbn-ts/language-common && tar xzf zxcvbn-ts-language-common-*.tgz
//   node scripts/common-passwords.mjs package/src/passwords.json
import { readFileSync, writeFileSync } from 'node:fs';

const COUNT = 10_000;
const source = process.argv[2];
if (!source) throw new Error('Usage: node scripts/common-passwords.mjs <path to passwords.json>');
const ranked = JSON.parse(readFileSync(source, 'utf8'));
const seen = new Set();
for (const word of ranked) {
  const password = String(word).toLowerCase();
  if (password.length === 0 || /\s/.test(password)) continue;
  seen.add(password);
  if (seen.size === COUNT) break;
}
writeFileSync(new URL('../src/server/staff-auth/common-passwords.txt', import.meta.url), [...seen].join('\n') + '\n');
