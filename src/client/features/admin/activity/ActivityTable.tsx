// The activity log's rows: when, who and from where, what changed, and each field's before
// and after.
import { Link } from 'wouter';
import { auditKindLabel, fieldChanges } from '../../../../shared/audit';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { staffRoleLabel } from '../../../../shared/staff-roles';
import { DataTable, type Column } from '../DataTable';
import { formatDateTime } from '../format';

/** Subjects with a screen of their own link to it (paths are relative to /admin). */
const SCREENS: Record<string, string> = {
  product: '/products',
  order: '/orders',
  discount: '/discounts',
  sale: '/sales',
};

function Who({ entry }: { entry: AuditEntry }) {
  const where = entry.address ? <span className="block text-xs text-gray-500">from {entry.address}</span> : null;
  if (!entry.actor) {
    // A refused sign-in proves no one; a change without an address came from the command line.
    return (
      <>
        <span className="text-gray-600">{entry.address ? 'Not signed in' : 'Command line'}</span>
        {where}
      </>
    );
  }
  return (
    <>
      <span className="font-medium">{entry.actor.username}</span>{' '}
      <span className="text-gray-600">({staffRoleLabel(entry.actor.role)})</span>
      {where}
    </>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  const screen = entry.subject ? SCREENS[entry.subject.type] : undefined;
  return (
    <>
      <span className="block font-medium">{auditKindLabel(entry.kind)}</span>
      {entry.subject ? (
        screen ? (
          <Link href={`${screen}/${entry.subject.id}`} className="text-brand-700 underline-offset-2 hover:underline">
            {entry.subject.label}
          </Link>
        ) : (
          <span className="text-gray-700">{entry.subject.label}</span>
        )
      ) : null}
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  // A sign-in compares nothing; a save that changed nothing says so.
  if (entry.before === null && entry.after === null) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-gray-500">No fields changed</span>;
  return (
    <dl className="space-y-0.5">
      {changes.map((change) => (
        <div key={change.field} className="break-words">
          <dt className="inline font-medium text-gray-700">{change.field}: </dt>
          <dd className="inline">
            {change.before !== null ? (
              <>
                <del className="text-red-700">{change.before || '(empty)'}</del>
                {' → '}
              </>
            ) : null}
            <ins className="text-green-800 no-underline">
              {change.after === null ? '(removed)' : change.after || '(empty)'}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const columns: readonly Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.at)}</span> },
  { header: 'Who', cell: (entry) => <Who entry={entry} /> },
  { header: 'What', cell: (entry) => <What entry={entry} /> },
  { header: 'Changes', cell: (entry) => <Changes entry={entry} />, className: 'max-w-md px-4 py-3 text-gray-800' },
];

export function ActivityTable({
  rows,
  loading,
  empty,
}: {
  rows: readonly AuditEntry[] | undefined;
  loading: boolean;
  empty: string;
}) {
  return <DataTable caption="Activity" columns={columns} rows={rows} loading={loading} empty={empty} />;
}
