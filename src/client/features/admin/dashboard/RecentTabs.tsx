// The dashboard's three tabs (those the role includes), each with the five most recent entries and a View all link.
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useRecent } from '../api';
import { MessagesTable } from '../messages/MessagesTable';
import { SubscribersTable } from '../newsletter/SubscribersTable';
import { RecentOrdersTable } from '../orders/OrdersTable';
import { useCan } from '../permissions';

function Panel({ value, title, href, children }: { value: string; title: string; href: string; children: ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      className="rounded-b-xl border border-t-0 border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <h2 className="font-semibold text-gray-900">{title}</h2>
        <Link href={href} className={buttonClasses('ghost', 'sm')}>
          View all <span className="sr-only">{value}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {children}
    </Tabs.Content>
  );
}

const trigger =
  'border-b-2 border-transparent px-5 py-3 text-sm font-semibold text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export function RecentTabs() {
  const seesMessages = useCan('messages');
  const seesNewsletter = useCan('newsletter');
  const orders = useRecent('orders');
  const messages = useRecent('messages', seesMessages);
  const newsletter = useRecent('newsletter', seesNewsletter);
  return (
    <Tabs.Root defaultValue="orders">
      <Tabs.List
        aria-label="Recent activity"
        className="flex overflow-x-auto rounded-t-xl border border-gray-200 bg-white"
      >
        <Tabs.Trigger value="orders" className={trigger}>
          Orders
        </Tabs.Trigger>
        {seesMessages ? (
          <Tabs.Trigger value="messages" className={trigger}>
            Messages
          </Tabs.Trigger>
        ) : null}
        {seesNewsletter ? (
          <Tabs.Trigger value="newsletter" className={trigger}>
            Newsletter
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Panel value="orders" title="Recent Orders" href="/orders">
        <RecentOrdersTable rows={orders.data?.items} loading={orders.isPending} />
      </Panel>
      {seesMessages ? (
        <Panel value="messages" title="Recent Messages" href="/messages">
          <MessagesTable rows={messages.data?.items} loading={messages.isPending} />
        </Panel>
      ) : null}
      {seesNewsletter ? (
        <Panel value="newsletter" title="Newsletter Subscribers" href="/newsletter">
          <SubscribersTable rows={newsletter.data?.items} loading={newsletter.isPending} />
        </Panel>
      ) : null}
    </Tabs.Root>
  );
}
