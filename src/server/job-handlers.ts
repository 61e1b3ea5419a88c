// Every job the store runs, in one list: its name, its handler and, for a recurring one, its
// schedule. Each handler takes effect once however often it runs (the queue may run a job again
// after a worker died mid-way): it claims its row before acting, or acts through a guarded
// transition.
import { z } from 'zod';
import type { Mailer } from './ports/mailer';
import { sendRefundJob } from './payments/refunds';
import { paymentDepsOf, sweepPayments, type PaymentDeps } from './payments/service';
import type { DeclaredJob } from './jobs/queue';
import type { Db } from './db/database';
import { runDueSales } from './sales/run';
import { alertLowStock, type LowStockDeps } from './inventory/low-stock';
import { tellWaitingShoppers, type BackInStockDeps } from './back-in-stock/notify';
import { runImport, type ImportDeps } from './product-csv/imports';

const OutboxJob = z.object({ outboxId: z.number().int().positive() });
const RefundJob = z.object({ refundId: z.number().int().positive() });
const SweepJob = z.object({ halfMinute: z.boolean().optional() });
const ImportJob = z.object({ importId: z.number().int().positive() });

/**
 * The sweep runs every minute by the schedule, and each scheduled run asks for one more half a
 * minute later: a page that expires just after a sweep gives its stock back within the minute.
 */
const SWEEP_FOLLOW_UP_MS = 30_000;

export interface JobDeps {
  mailer: Pick<Mailer, 'deliverDue'>;
  payments: PaymentDeps;
  /** For the sales: the database, and the signal that the catalogue changed. */
  catalog: { db: Db; changed(): void };
  lowStock: LowStockDeps;
  backInStock: BackInStockDeps;
  productImports: ImportDeps;
}

/** The jobs of a built app: what start.ts (and the test harness) hands the workers. */
export const appJobs = (
  app: Parameters<typeof paymentDepsOf>[0],
  deps: Parameters<typeof paymentDepsOf>[1],
): DeclaredJob[] =>
  declaredJobs({
    mailer: deps.mailer,
    payments: paymentDepsOf(app, deps),
    catalog: { db: deps.database.db, changed: () => app.catalogEvents.changed() },
    lowStock: {
      db: deps.database.db,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      storeEmail: deps.config.mail.storeNotifyEmail,
    },
    backInStock: { db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl },
    productImports: {
      db: deps.database.db,
      publicUrl: deps.config.publicUrl,
      jobs: deps.jobs,
      changed: () => app.catalogEvents.changed(),
    },
  });

export function declaredJobs(deps: JobDeps): DeclaredJob[] {
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
    {
      name: 'run-sales',
      // Asked for at each sale's start and end; the schedule catches any the queue missed.
      schedule: '* * * * *',
      handler: async () => {
        if ((await runDueSales(deps.catalog.db)) > 0) deps.catalog.changed();
      },
    },
    {
      name: 'alert-low-stock',
      // Every five minutes: soon enough to reorder, and a busy hour's falls come in one email.
      schedule: '*/5 * * * *',
      handler: async () => void (await alertLowStock(deps.lowStock)),
    },
    {
      name: 'tell-back-in-stock',
      // Asked for when staff restock a sold-out variant; every minute catches stock back by any other path.
      schedule: '* * * * *',
      handler: async () => void (await tellWaitingShoppers(deps.backInStock)),
    },
    {
      name: 'import-products',
      // Batches resume where the last committed one ended; a run hands on to a fresh job within a minute.
      handler: (data, run) => runImport(deps.productImports, ImportJob.parse(data).importId, { lastTry: run.lastTry }),
    },
  ];
}
