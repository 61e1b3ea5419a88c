/** Every job the store runs; each has a queue of its own and a handler in list.ts. */
export const JOB_NAMES = [
  'deliver-email',
  'send-refund',
  'sweep-payments',
  'run-sales',
  'alert-low-stock',
  'tell-back-in-stock',
  'import-products',
] as const;
export type JobName = (typeof JOB_NAMES)[number];
