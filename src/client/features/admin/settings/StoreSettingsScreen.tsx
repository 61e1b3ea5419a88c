// The owner's store settings: how much one order may take, how many unpaid orders one shopper
// may hold at once, when an order takes its stock, and how long a product counts as new, each
// said in a shop owner's words. The
// form checks with the route's own schema; what the server still refuses shows beside its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_LINE_QUANTITY } from '../../../../shared/schemas/cart';
import {
  MAX_NEW_ARRIVAL_DAYS,
  StoreSettingsSchema,
  type StoreSettings,
  type StoreSettingsView,
} from '../../../../shared/schemas/store-settings';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { showRefusal } from '../../../lib/form-errors';
import { formatDateTime } from '../format';
import { errorText } from '../http';
import { useSaveStoreSettings, useStoreSettings } from './api';

type CountField = Exclude<keyof StoreSettings, 'stockReservedAt' | 'newArrivalDays'>;

const COUNTS: readonly { name: CountField; label: string; hint: string }[] = [
  {
    name: 'maxUnitsPerLine',
    label: 'Most units of one item in an order',
    hint: `How many of one product, in one size and colour, a shopper may buy in one order. The quantity pickers on the product page and in the cart stop here. From 1 to ${MAX_LINE_QUANTITY}.`,
  },
  {
    name: 'maxUnitsPerOrder',
    label: 'Most units in an order',
    hint: 'All the units of one order together. At least the number above, at most 999.',
  },
  {
    name: 'maxUnpaidOrdersPerEmail',
    label: 'Unpaid orders per email address',
    hint: 'How many orders one email address may have waiting for payment at once. An unpaid order holds its items until it is paid or released, so this keeps one shopper from holding many. From 1 to 100.',
  },
  {
    name: 'maxUnpaidOrdersPerAddress',
    label: 'Unpaid orders per internet connection',
    hint: 'How many orders waiting for payment may come from one internet connection (a household or an office shares one). It stops someone holding your stock under many email addresses. From 1 to 1000.',
  },
];

const RESERVED_AT = [
  {
    value: 'placement',
    label: 'When the order is placed',
    hint: "The shopper's items are set aside for them while they pay, so nobody can buy them in the meantime. The cost: unpaid orders hold stock until they are paid or released (when the payment page closes), so a product may show as sold out while someone is still deciding to pay.",
  },
  {
    value: 'payment',
    label: 'When the order is paid',
    hint: "Nothing is held while shoppers pay, so everything in stock stays for sale. The cost: the last unit may sell to someone else while a shopper is paying; that shopper's payment is then refunded and their order cancelled.",
  },
] as const;

const FIELDS = [...COUNTS.map((count) => count.name), 'stockReservedAt', 'newArrivalDays'];

function SavedBy({ view }: { view: StoreSettingsView }) {
  return (
    <p className="text-sm text-gray-600">
      {view.updatedAt
        ? `Last saved by ${view.updatedBy ?? 'a former staff member'} on ${formatDateTime(view.updatedAt)}.`
        : 'Not saved yet: the store uses its default settings.'}
    </p>
  );
}

function SettingsForm({ view }: { view: StoreSettingsView }) {
  const save = useSaveStoreSettings();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StoreSettings>({ resolver: zodResolver(StoreSettingsSchema), defaultValues: view.settings });

  const onSubmit = handleSubmit(async (settings) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(settings);
      reset(answer.settings);
      setSaved(true);
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setSaved(false)} className="space-y-6">
      <section
        aria-labelledby="limits-title"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h3 id="limits-title" className="font-semibold text-gray-900">
          Purchase limits
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {COUNTS.map((count) => (
            <Field key={count.name} label={count.label} hint={count.hint} error={errors[count.name]?.message}>
              {(ids) => (
                <Input
                  {...ids}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(count.name, { valueAsNumber: true })}
                />
              )}
            </Field>
          ))}
        </div>
      </section>
      <fieldset
        className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        aria-describedby={errors.stockReservedAt ? 'reserved-at-error' : undefined}
      >
        <legend className="px-1 font-semibold text-gray-900">When an order takes its stock</legend>
        {RESERVED_AT.map((option) => (
          <label
            key={option.value}
            className="flex gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              value={option.value}
              className="mt-1"
              aria-labelledby={`reserved-${option.value}-label`}
              aria-describedby={`reserved-${option.value}-hint`}
              {...register('stockReservedAt')}
            />
            <span>
              <span id={`reserved-${option.value}-label`} className="block text-sm font-medium text-gray-900">
                {option.label}
              </span>
              <span id={`reserved-${option.value}-hint`} className="block text-sm text-gray-600">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
        {errors.stockReservedAt ? (
          <p id="reserved-at-error" role="alert" className="text-sm text-red-600">
            {errors.stockReservedAt.message}
          </p>
        ) : null}
      </fieldset>
      <section
        aria-labelledby="new-arrivals-title"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h3 id="new-arrivals-title" className="font-semibold text-gray-900">
          New Arrivals
        </h3>
        <Field
          label="Days a product counts as new"
          hint={`The New Arrivals page lists the products added in this many days, today included, newest first, with how many there are. 28 is the last four weeks. From 1 to ${MAX_NEW_ARRIVAL_DAYS}.`}
          error={errors.newArrivalDays?.message}
        >
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_NEW_ARRIVAL_DAYS}
              step={1}
              className="sm:max-w-xs"
              {...register('newArrivalDays', { valueAsNumber: true })}
            />
          )}
        </Field>
      </section>
      {errors.root ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Save settings
        </Button>
        {saved ? (
          <p role="status" className="text-sm font-medium text-green-700">
            Settings saved. New orders and the New Arrivals page follow them from now on.
          </p>
        ) : null}
      </div>
    </form>
  );
}

export function StoreSettingsScreen() {
  const query = useStoreSettings();
  return (
    <section className="space-y-4" aria-labelledby="settings-title">
      <div className="space-y-1">
        <h2 id="settings-title" className="font-display text-2xl font-bold text-gray-900">
          Store settings
        </h2>
        {query.data ? <SavedBy view={query.data} /> : null}
      </div>
      {query.data ? (
        <SettingsForm view={query.data} />
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-gray-600">
          {errorText(query.error, 'The settings could not be loaded.')}
        </p>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </section>
  );
}
