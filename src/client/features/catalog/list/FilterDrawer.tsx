// The filters as a slide-in drawer on small screens; loaded the first time it is opened,
// then it owns its trigger so focus returns there on close.
import * as RadixDialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../../shared/catalog/counts';
import { Button } from '../../../components/ui/button';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

export interface FilterDrawerProps extends FilterPanelProps {
  triggerLabel: string;
  triggerClassName: string;
  resultCount: number | undefined;
}

export default function FilterDrawer({ triggerLabel, triggerClassName, resultCount, ...panel }: FilterDrawerProps) {
  const [open, setOpen] = useState(true);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={triggerClassName}>
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        {triggerLabel}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-2xl focus:outline-none transition-transform duration-200 ease-out starting:-translate-x-full">
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold">Filter products</RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-md p-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label="Close filters"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">
            Narrow the list by size, color, price and more.
          </RadixDialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <FilterPanel {...panel} showHeading={false} />
          </div>
          <div className="border-t border-gray-200 p-4">
            <Button className="w-full" onClick={() => setOpen(false)}>
              {resultCount === undefined ? 'Show Products' : `Show ${formatCount(resultCount)} Products`}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
