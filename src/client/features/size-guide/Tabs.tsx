// The size charts' tabs, one panel per department. Every panel stays in the page, hidden
// but for the chosen one, so the server renders all the charts.
import { useState, type ReactNode } from 'react';
import { TabList, TabPanel, Tabs as TabsRoot } from '../../components/ui/tabs';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({
  label,
  items,
  defaultId,
}: {
  label: string;
  items: readonly TabItem[];
  defaultId?: string | undefined;
}) {
  const [activeId, setActiveId] = useState(
    () => (items.some((i) => i.id === defaultId) ? defaultId : items[0]?.id) ?? '',
  );

  return (
    <TabsRoot value={activeId} onChange={setActiveId}>
      <TabList
        label={label}
        items={items.map((item) => ({ value: item.id, label: item.label }))}
        value={activeId}
        look="underline"
      />
      {items.map((item) => (
        <TabPanel
          key={item.id}
          value={item.id}
          hidden={item.id !== activeId}
          focusable
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          {item.content}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
