// What the discount takes off: its kind, and the fields that kind needs.
import { useWatch } from 'react-hook-form';
import { CountField, MoneyField, SelectField, TextField } from '../form/fields';
import type { DiscountFormValues, RuleKind } from './form-values';
import { ItemMatchFields } from './ItemMatchFields';
import { RULE_KINDS } from './labels';
import { TierFields } from './TierFields';

const PERCENT_KINDS: readonly RuleKind[] = ['order-percent', 'items-percent'];
const AMOUNT_KINDS: readonly RuleKind[] = ['order-amount', 'items-amount'];
const ITEM_KINDS: readonly RuleKind[] = ['items-percent', 'items-amount'];

function BuyGetFields() {
  return (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-gray-900">Customer buys</legend>
        <CountField name="buy.quantity" label="Items to buy" />
        <ItemMatchFields prefix="buy.items" legend="Items that count as bought" />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-gray-900">Customer gets</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <CountField name="get.quantity" label="Items they get" />
          <CountField
            name="get.percent"
            label="Percentage off those items (%)"
            hint="100 gives them free; the cheapest are given"
          />
        </div>
        <ItemMatchFields prefix="get.items" legend="Items that can be given" />
      </fieldset>
      <CountField
        name="maxUses"
        label="Times per order (optional)"
        hint="Empty: as many times as the cart allows"
        className="max-w-xs"
      />
    </div>
  );
}

export function RuleFields() {
  const kind = useWatch<DiscountFormValues, 'kind'>({ name: 'kind' });
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-gray-900">What it takes off</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label="Discount type" options={RULE_KINDS} />
        {PERCENT_KINDS.includes(kind) ? <CountField name="percent" label="Percentage off (%)" hint="1 to 100" /> : null}
        {AMOUNT_KINDS.includes(kind) ? (
          <MoneyField
            name="amount"
            label="Amount off ($)"
            hint={kind === 'items-amount' ? 'Taken off each matching item' : 'Taken off the order'}
          />
        ) : null}
        {kind === 'free-shipping' ? (
          <TextField
            name="countries"
            label="Countries (optional)"
            hint="Two-letter codes, comma separated: US, CA. Empty: every country."
          />
        ) : null}
      </div>
      {ITEM_KINDS.includes(kind) ? <ItemMatchFields prefix="items" legend="Matching items" /> : null}
      {kind === 'buy-get' ? <BuyGetFields /> : null}
      {kind === 'tiered' ? <TierFields /> : null}
    </fieldset>
  );
}
