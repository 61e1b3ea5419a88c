import { z } from 'zod';

/**
 * A job's state, as the queue keeps it: waiting, due again after a failure, running, done, stopped or failed for good.
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const AdminJobsQuerySchema = z.object({
  state: z.enum(JOB_STATES, { error: `Expected one of ${JOB_STATES.join(', ')}` }).default('failed'),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

export const AdminJobParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid job id' }),
});

export const AdminJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** What the job works on, such as { outboxId }. */
  data: z.record(z.string(), z.unknown()),
  /** Tries so far (the first and the retries). */
  attempts: z.number().int(),
  /** Tries the retry policy allows in all. */
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When it runs (again), if it is waiting. */
  runAfter: z.string(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

/** The newest jobs in the state asked for, newest first. */
export const AdminJobsResponseSchema = z.array(AdminJobSchema);
