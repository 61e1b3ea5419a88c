// Every job the store runs, in one list: its name, its handler and, for a recurring one, its
// schedule. Each handler takes effect once however often it runs (the queue may run a job again
// after a worker died mid-way): it claims its row before acting, or acts through a guarded
// transition.
import { z } from 'zod';
import type { Mailer } from '../mail/mailer';
import { sendRefundJob } from '../payments/refunds';
import { sweepPayments, type PaymentDeps } from '../payments/service';
import type { DeclaredJob } from './queue';

const OutboxJob = z.object({ outboxId: z.number().int().positive() });
const RefundJob = z.object({ refundId: z.number().int().positive() });

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
      handler: () => sweepPayments(deps.payments),
    },
  ];
}
