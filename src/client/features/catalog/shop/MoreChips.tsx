// The "+N More" popover of subcategory chips; loaded the first time it is asked for, and
// opened at once.
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import type { Chip } from '../chips';
import { ChipButton, chipClasses } from './Chip';

export default function MoreChips({
  label,
  chips,
  active,
  onSelect,
  highlighted,
}: {
  label: string;
  chips: readonly Chip[];
  active: string | null;
  onSelect: (value: string) => void;
  highlighted: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={chipClasses(highlighted)}>{label}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label="More subcategories"
          className="z-40 flex max-w-xs flex-wrap gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          {chips.map((chip) => (
            <ChipButton
              key={chip.value}
              chip={chip}
              active={chip.value === active}
              onSelect={(value) => {
                setOpen(false);
                onSelect(value);
              }}
            />
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
