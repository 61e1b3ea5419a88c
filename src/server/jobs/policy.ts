/**
 * The one retry policy of every job: a job that throws is tried again after a wait that
 * doubles (1-2 minutes, then 2-4, 4-8, 8-16, 16-32; pg-boss adds up to as much again at
 * random, so many failures do not come back at once), and after the last try it stays failed
 * for staff to see and retry (GET /api/admin/jobs?state=failed).
 */
export const RETRY_POLICY = {
  /** Tries after the first. */
  retryLimit: 5,
  retryDelaySeconds: 60,
  /**
   * A job whose worker died (its process killed or cut from the database) is taken back and
   * tried again this long after it started. Longer than any handler takes (SMTP and the
   * payment provider time out within 30 s).
   */
  expireInSeconds: 5 * 60,
  /** Finished jobs are kept this long for staff, then archived. */
  retentionMinutes: 7 * 24 * 60,
} as const;

/** The first wait of the policy, for work that records when it will be tried again. */
export const FIRST_RETRY_AFTER_MS = RETRY_POLICY.retryDelaySeconds * 1000;

/** The least wait pg-boss leaves before the try after `retries` earlier retries. */
export const leastRetryWaitMs = (retries: number) =>
  FIRST_RETRY_AFTER_MS * 2 ** Math.min(retries, RETRY_POLICY.retryLimit);
