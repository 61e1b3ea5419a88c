// Counts wapiti's findings in its JSON report: every vulnerability and every anomaly (a 500
// or a timeout while attacking), less the false positives recognised below, checked against
// the running server.
//
//   node scripts/security-scan/wapiti-findings.mjs <report.json> <base-url> <out-dir>
//
// Prints the number of findings; writes <out-dir>/findings.txt and false-positives.txt (one a line).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [reportPath, base, outDir] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

// The storefront is one HTML file: the server answers every page route with it (200 for the
// routes in src/shared/routes.ts, which include any /product/<anything>, 404 for the rest),
// adding only the page's preload hints (src/server/pages/page-hints.ts), left out to compare.
const withoutHints = (html) => html.replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '');
const shell = withoutHints(await (await fetch(`${base}/`)).text());

/**
 * "Backup file" when the "backup" is that same HTML file: wapiti asks for /product/<handle>.bak,
 * ~, .zip and so on, gets 200 because /product/<anything> is a page of the app (the app then
 * shows "product not found"), and takes it for a file. A real backup would not be the app shell.
 */
async function appShellCheck(entry) {
  const res = await fetch(new URL(entry.path, base));
  const type = res.headers.get('content-type') ?? '';
  const body = await res.text();
  return {
    shell: type.startsWith('text/html') && withoutHints(body) === shell,
    answer: `${res.status} ${type}, ${body.length} bytes`,
  };
}

const findings = [];
const falsePositives = [];
for (const section of ['vulnerabilities', 'anomalies']) {
  for (const [kind, entries] of Object.entries(report[section] ?? {})) {
    for (const entry of entries) {
      let line = `${kind}: ${entry.method} ${entry.path}${entry.parameter ? ` (parameter ${entry.parameter})` : ''}: ${entry.info}`;
      if (kind === 'Backup file') {
        const check = await appShellCheck(entry);
        if (check.shell) {
          falsePositives.push(`${kind}: ${entry.path} is the storefront's index.html (a page route), not a file`);
          continue;
        }
        line += ` (answer now: ${check.answer}, not the app shell)`;
      }
      findings.push(`${line}\n    ${entry.curl_command ?? ''}`);
    }
  }
}

writeFileSync(join(outDir, 'findings.txt'), findings.map((f) => `${f}\n`).join(''));
writeFileSync(join(outDir, 'false-positives.txt'), falsePositives.map((f) => `${f}\n`).join(''));
console.log(findings.length);
