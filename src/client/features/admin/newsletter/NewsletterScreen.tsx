import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminList } from '../api';
import { ListScreen } from '../ListScreen';
import { SubscribersTable } from './SubscribersTable';

const useSubscribers = (q: string) => useAdminList('newsletter', q);

export function NewsletterScreen() {
  return (
    <ListScreen
      title="Newsletter Subscribers"
      searchLabel="Search by email"
      useList={useSubscribers}
      actions={
        <a href="/api/admin/newsletter.csv" download className={buttonClasses('outline')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      }
    >
      {(rows, loading) => <SubscribersTable rows={rows} loading={loading} />}
    </ListScreen>
  );
}
