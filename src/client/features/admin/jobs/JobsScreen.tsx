// Background jobs that failed for good (their retries spent): what each was, why it failed,
// and a way to send it back to be tried once more.
import type { AdminJob } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { DataTable, type Column } from '../DataTable';
import { formatDateTime } from '../format';
import { errorText } from '../http';
import { useFailedJobs, useRetryJob } from './api';

const JOB_LABELS: Record<string, string> = {
  'deliver-email': 'Hand an email to the mail server',
  'send-refund': 'Send a refund to the payment provider',
  'sweep-payments': 'Settle expired payment pages',
};

/** What the job was about, in staff's words: the email or refund it is for. */
function subjectOf(job: AdminJob): string {
  if (typeof job.data.outboxId === 'number') return `Email #${job.data.outboxId}`;
  if (typeof job.data.refundId === 'number') return `Refund #${job.data.refundId}`;
  return '';
}

function RetryButton({ job }: { job: AdminJob }) {
  const retry = useRetryJob();
  const label = JOB_LABELS[job.name] ?? job.name;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={`Try again: ${label} ${subjectOf(job)}`.trim()}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: () => notify({ title: 'Sent back to be tried again' }),
          onError: (error) => notify({ title: 'Error', description: errorText(error), variant: 'destructive' }),
        })
      }
    >
      Try again
    </Button>
  );
}

export function JobsScreen() {
  const jobs = useFailedJobs();
  const columns: Column<AdminJob>[] = [
    { header: 'Job', cell: (job) => <span className="font-medium">{JOB_LABELS[job.name] ?? job.name}</span> },
    { header: 'For', cell: subjectOf },
    { header: 'Tries', cell: (job) => `${job.attempts} of ${job.maxAttempts}` },
    {
      header: 'Last error',
      cell: (job) => <span className="break-words text-sm text-red-700">{job.lastError ?? ''}</span>,
    },
    { header: 'Failed', cell: (job) => (job.finishedAt ? formatDateTime(job.finishedAt) : '') },
    { header: 'Actions', cell: (job) => <RetryButton job={job} /> },
  ];
  return (
    <section className="space-y-6" aria-labelledby="jobs-title">
      <h2 id="jobs-title" className="font-display text-2xl font-bold text-gray-900">
        Failed jobs
      </h2>
      {jobs.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(jobs.error)}
        </p>
      ) : null}
      <div className="rounded-xl border border-gray-200 bg-white">
        <DataTable
          caption="Failed jobs"
          columns={columns}
          rows={jobs.data}
          loading={jobs.isPending}
          empty="No failed jobs"
        />
      </div>
    </section>
  );
}
