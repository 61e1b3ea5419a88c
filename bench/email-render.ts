// NODE_ENV=production npx tsx bench/email-render.ts: the order confirmation rendered 200 times
// (after 20 to warm up) with React's production build, as the server runs; median wall and CPU
// time per email. CPU time is the figure to compare on a busy machine.
import { orderConfirmationEmail } from '../src/server/mail/templates';
import { SAMPLE_ORDER } from '../src/server/mail/templates/samples';

const RUNS = 200;
const WARM_UP = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function main() {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    orderConfirmationEmail(SAMPLE_ORDER, 'https://shop.example');
    if (i < WARM_UP) continue;
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `order confirmation, ${RUNS} renders: median ${median(wall).toFixed(2)} ms wall, ${median(cpu).toFixed(2)} ms CPU`,
  );
}

main();
