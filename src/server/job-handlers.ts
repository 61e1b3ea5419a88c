// Every job the store runs, in one list: its name, its handler and, for a recurring one, its
// schedule. Each handler takes effect once however often it runs (the queue may run a job again
// after a worker died mid-way): it claims its row before acting, or acts through a guarded
// transition.
import { z } from 'zod';
import type { Mailer } from './ports/mailer';
import { sendRefundJob } from './payments/refunds';
import { sweepPayments, type PaymentDeps } from './payments/service';
import type { DeclaredJob } from './jobs/queue';

const OutboxJob = z.object({ outboxId: z.number().int().positive() });
const RefundJob = z.object({ refundId: z.number().int().positive() });
const SweepJob = z.object({ halfMinute: z.boolean().optional() });

/**
 * The sweep runs every minute by the schedule, and each scheduled run asks for one more half a
 * minute later: a page that expires just after a sweep gives its stock back within the minute.
 */
const SWEEP_FOLLOW_UP_MS = 30_000;

export function declaredJobs(deps: { mailer: Pick<Mailer, 'deliverDue'>; payments: PaymentDeps }): DeclaredJob[] {
  return [
    {
      name: 'deliver-email',
      // SMTP answers within seconds; a few at once keep a burst of orders from waiting in line.
      concurrency: 2,
      handler: async (data, run) => void (await deps.mailer.deliverDue(OutboxJob.parse(data).outboxId, run)),
    },
    {
      name: 'send-refund',
      handler: (data, run) => sendRefundJob(deps.payments, RefundJob.parse(data).refundId, run),
    },
    {
      name: 'sweep-payments',
      // Payment pages nobody came back from give back what their orders hold.
      schedule: '* * * * *',
      handler: async (data) => {
        await sweepPayments(deps.payments);
        if (!SweepJob.parse(data ?? {}).halfMinute)
          await deps.payments.jobs?.enqueue(
            'sweep-payments',
            { halfMinute: true },
            { startAfterMs: SWEEP_FOLLOW_UP_MS },
          );
      },
    },
  ];
}
