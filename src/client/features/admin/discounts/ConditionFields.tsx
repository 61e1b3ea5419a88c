// When the discount applies and to whom: its dates, limits, what a cart must reach, and how it
// sits beside other discounts.
import type { ReactNode } from 'react';
import { CheckField, CountField, MoneyField, TextField } from '../form/fields';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function ConditionFields() {
  return (
    <div className="space-y-8">
      <Group legend="Active dates">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="startsAt" type="datetime-local" label="Starts (optional)" hint="Empty: from now" />
          <TextField name="endsAt" type="datetime-local" label="Ends (optional)" hint="Empty: no end date" />
        </div>
      </Group>
      <Group legend="Minimum requirements">
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            name="minSubtotal"
            label="Minimum subtotal ($, optional)"
            hint="The items before discounts must reach this"
          />
          <CountField name="minQuantity" label="Minimum number of items (optional)" />
        </div>
      </Group>
      <Group legend="Usage limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <CountField name="usageLimit" label="Total uses (optional)" hint="Empty: no limit" />
          <CountField name="perCustomerLimit" label="Uses per customer (optional)" hint="Empty: no limit" />
        </div>
        <CheckField
          name="firstOrderOnly"
          label="Only for a customer's first order"
          hint="A customer is their email address or account"
        />
      </Group>
      <Group legend="Combining">
        <CheckField
          name="combinable"
          label="Combines with other discounts"
          hint="Otherwise it applies on its own, when it is the better deal"
        />
        <CountField
          name="priority"
          label="Priority"
          hint="Higher goes first among discounts on the same items; usually 0"
          className="max-w-xs"
        />
      </Group>
    </div>
  );
}
