import { useAdminList } from '../api';
import { ListScreen } from '../ListScreen';
import { MessagesTable } from './MessagesTable';

const useMessages = (q: string) => useAdminList('messages', q);

export function MessagesScreen() {
  return (
    <ListScreen title="Messages" searchLabel="Search messages" useList={useMessages}>
      {(rows, loading) => <MessagesTable rows={rows} loading={loading} full />}
    </ListScreen>
  );
}
