// The page of one discount or sale: back to the list, its title and actions, where it stands (an
// overview of facts), then its form; or the form alone for a new one.
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { errorText } from './http';

/** A part of a record's page under its heading, named by it. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-3 font-display text-lg font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

export type Facts = readonly (readonly [term: string, value: ReactNode])[];

function Overview({ facts }: { facts: Facts }) {
  return (
    <section aria-label="Overview" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-600">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RecordPage<T>({
  back,
  title,
  record,
  notFound,
  actions,
  facts,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  /** The stored one as read; none while a new one is made. */
  record?: { data: T | undefined; isError: boolean; error: unknown } | undefined;
  /** Said when it cannot be read. */
  notFound: string;
  actions: (stored: T) => ReactNode;
  facts: (stored: T) => Facts;
  /** Its form (or what stands for it), given the stored one once read; none for a new one. */
  children: (stored: T | undefined) => ReactNode;
}) {
  const titleId = useId();
  const stored = record?.data;
  return (
    <section className="space-y-4" aria-labelledby={titleId}>
      <Link href={back.href} className="text-sm font-medium text-brand-700 hover:underline">
        ← {back.label}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold text-gray-900">
          {title}
        </h2>
        {stored ? actions(stored) : null}
      </div>
      {stored ? <Overview facts={facts(stored)} /> : null}
      {!record || stored ? (
        children(stored)
      ) : record.isError ? (
        <p role="alert" className="py-10 text-center text-gray-600">
          {errorText(record.error, notFound)}
        </p>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </section>
  );
}
