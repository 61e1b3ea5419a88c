// Tabs on Radix Tabs: the WAI-ARIA tabs pattern with one tab stop, arrows (wrapping), Home
// and End to move, and a tab chosen as it takes focus. Controlled: the caller keeps the
// chosen value (in the address, or in state). Whatever sits between the row and a panel
// goes inside <Tabs>.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem {
  value: string;
  label: ReactNode;
}

/** pills: the catalogue's rounded chips; underline: a bar under the chosen tab. */
export type TabLook = 'pills' | 'underline';

const LOOKS: Record<TabLook, { list: string; tab: string; chosen: string; other: string }> = {
  pills: {
    list: 'flex gap-2 overflow-x-auto pb-2',
    tab: 'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    chosen: 'bg-brand-700 text-white shadow',
    other: 'bg-gray-100 text-gray-800 hover:bg-gray-200',
  },
  underline: {
    list: 'flex gap-1 overflow-x-auto border-b border-gray-200',
    tab: '-mb-px whitespace-nowrap border-b-2 px-5 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    chosen: 'border-brand-700 text-brand-800',
    other: 'border-transparent text-gray-600 hover:text-gray-900',
  },
};

export function Tabs({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onChange}>
      {children}
    </RadixTabs.Root>
  );
}

export function TabList({
  label,
  items,
  value,
  look = 'pills',
  className,
}: {
  label: string;
  items: readonly TabItem[];
  value: string;
  look?: TabLook;
  className?: string;
}) {
  const style = LOOKS[look];
  return (
    <RadixTabs.List aria-label={label} className={cx(style.list, className)}>
      {items.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          className={cx(style.tab, tab.value === value ? style.chosen : style.other)}
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/**
 * What a tab shows, labelled by its tab. Only the chosen tab's panel is in the page, unless
 * `hidden` is given: then the panel stays in the page, hidden while another tab is chosen
 * (so the server renders every panel).
 */
export function TabPanel({
  value,
  hidden,
  focusable = false,
  className = 'focus:outline-none',
  children,
}: {
  value: string;
  hidden?: boolean;
  /** A tab stop of its own, for a panel that may hold nothing else to focus. */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content
      value={value}
      forceMount={hidden === undefined ? undefined : true}
      hidden={hidden}
      tabIndex={focusable ? 0 : -1}
      className={className}
    >
      {children}
    </RadixTabs.Content>
  );
}
