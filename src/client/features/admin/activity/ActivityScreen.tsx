// Who did what in the admin, and when: every staff change and sign-in, newest first, narrowed
// by person, kind of change and days, and downloadable as CSV for a spreadsheet. Owners only.
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  AUDIT_GROUP_LABELS,
  AUDIT_GROUPS,
  AUDIT_KINDS,
  auditGroupOf,
  auditKindLabel,
  type AuditGroup,
  type AuditKind,
} from '../../../../shared/audit';
import { formatCount } from '../../../../shared/catalog/counts';
import { staffRoleLabel } from '../../../../shared/staff-roles';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { DayRange } from '../DayRange';
import { ListError, LoadMore } from '../ListScreen';
import { useStaff } from '../staff/api';
import { activityCsvUrl, ANY_ACTIVITY, useActivity, type ActivityFilters } from './api';
import { ActivityTable } from './ActivityTable';

function KindSelect({
  value,
  onChange,
}: {
  value: ActivityFilters['kind'];
  onChange: (kind: ActivityFilters['kind']) => void;
}) {
  return (
    <Select value={value} onChange={(e) => onChange(e.target.value as AuditKind | AuditGroup | '')}>
      <option value="">Any change</option>
      {AUDIT_GROUPS.map((group) => (
        <optgroup key={group} label={AUDIT_GROUP_LABELS[group]}>
          <option value={group}>All: {AUDIT_GROUP_LABELS[group].toLowerCase()}</option>
          {AUDIT_KINDS.filter((kind) => auditGroupOf(kind) === group).map((kind) => (
            <option key={kind} value={kind}>
              {auditKindLabel(kind)}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}

function Filters({ filters, onChange }: { filters: ActivityFilters; onChange: (next: ActivityFilters) => void }) {
  const staff = useStaff().data ?? [];
  const label = 'block text-xs font-medium text-gray-700';
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <label className={label}>
        Person
        <Select value={filters.staffId} onChange={(e) => onChange({ ...filters, staffId: e.target.value })}>
          <option value="">Anyone</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.username} ({staffRoleLabel(member.role)})
            </option>
          ))}
        </Select>
      </label>
      <label className={label}>
        Kind of change
        <KindSelect value={filters.kind} onChange={(kind) => onChange({ ...filters, kind })} />
      </label>
      <DayRange
        from={filters.from}
        to={filters.to}
        onChange={(range) => onChange({ ...filters, ...range })}
        labelClassName={label}
      />
    </div>
  );
}

export function ActivityScreen() {
  const [filters, setFilters] = useState<ActivityFilters>(ANY_ACTIVITY);
  const query = useActivity(filters);
  const rows = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total;
  const narrowed = filters !== ANY_ACTIVITY;

  return (
    <section className="space-y-4" aria-labelledby="activity-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-title" className="font-display text-2xl font-bold text-gray-900">
            Activity
          </h2>
          <p className="text-sm text-gray-600">
            Every change made in the admin and every staff sign-in, with who, when, from where and what changed.
          </p>
          {total !== undefined ? (
            <p className="text-sm text-gray-600" aria-live="polite">
              Showing {rows?.length ?? 0} of {formatCount(total)}
            </p>
          ) : null}
        </div>
        <a href={activityCsvUrl(filters)} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      </div>
      <Filters filters={filters} onChange={setFilters} />
      {narrowed ? (
        <Button variant="outline" onClick={() => setFilters(ANY_ACTIVITY)}>
          Clear filters
        </Button>
      ) : null}
      <ListError query={query} />
      <div className="rounded-xl border border-gray-200 bg-white">
        <ActivityTable
          rows={rows}
          loading={query.isPending}
          empty={narrowed ? 'No activity matches' : 'No activity yet'}
        />
      </div>
      <LoadMore query={query} />
    </section>
  );
}
