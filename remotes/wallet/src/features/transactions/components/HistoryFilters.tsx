import { useMemo, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Currency } from '@app/contract';
import { Button } from '@app/ui';
import { SegmentedControl } from '@app/ui/display';
import { DateField, Form, SelectField, SubmitButton, isoDate, useZodForm } from '@app/ui/forms';
import { BottomSheet } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../shared/model/status.ts';
import {
  activeCount,
  FILTER_NAMES,
  filterFormSchema,
  formValues,
  NO_FILTERS,
  type FilterFormValues,
  type FilterName,
  type HistoryFilters as Filters,
} from '../model/filters.ts';
import '../transactions.css';

/** The types offered side by side (the others are in the sheet). */
const QUICK_TYPES = ['all', 'deposit', 'withdraw'] as const;
type QuickType = (typeof QUICK_TYPES)[number];

export interface HistoryFiltersProps {
  filters: Filters;
  currencies: readonly Currency[];
  onChange: (filters: Filters) => void;
}

/**
 * The history's filters as a phone fits them: deposits or withdrawals side by side, everything else
 * (type, currency, status, dates) in a sheet, and each filter in use as a chip that removes it.
 */
export function HistoryFilters({ filters, currencies, onChange }: HistoryFiltersProps) {
  const { t } = useAreaTranslation();
  const { day } = useFormatDate();
  const [open, setOpen] = useState(false);
  const count = activeCount(filters);
  // Another type (a bet, a bonus) is chosen in the sheet: none of the three is then on.
  const quick: QuickType | '' = filters.type === 'deposit' || filters.type === 'withdraw' ? filters.type : filters.type ? '' : 'all';

  const chipText = (name: FilterName): string => {
    switch (name) {
      case 'type':
        return t('transactions.filters.chip', { name: t('transactions.filters.type'), value: t(`transactions.type.${filters.type}`) });
      case 'status':
        return t('transactions.filters.chip', { name: t('transactions.filters.status'), value: t(`status.${filters.status}`) });
      case 'currency':
        return t('transactions.filters.chip', { name: t('transactions.filters.currency'), value: filters.currency });
      case 'from':
        return t('transactions.filters.fromChip', { date: day(`${filters.from}T00:00:00`) });
      case 'to':
        return t('transactions.filters.toChip', { date: day(`${filters.to}T00:00:00`) });
    }
  };

  return (
    <div className="wallet-filters">
      <div className="wallet-filters__bar">
        <SegmentedControl<QuickType | ''>
          label={t('transactions.filters.type')}
          options={QUICK_TYPES.map((value) => ({ value, label: t(`transactions.segment.${value}`) }))}
          value={quick}
          onChange={(value) => onChange({ ...filters, type: value === 'all' || value === '' ? null : value })}
        />
        <Button
          variant="secondary"
          className="wallet-filters__button"
          aria-haspopup="dialog"
          aria-label={count > 0 ? t('transactions.filters.openCount', { count }) : t('transactions.filters.open')}
          onClick={() => setOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {count > 0 ? (
            <span className="count-pill wallet-filters__count" aria-hidden="true">
              {count}
            </span>
          ) : null}
        </Button>
      </div>
      {count > 0 ? (
        <ul className="wallet-filters__chips" aria-label={t('transactions.filters.inUse')}>
          {FILTER_NAMES.filter((name) => filters[name] !== null).map((name) => (
            <li key={name}>
              <button
                type="button"
                className="form-chip"
                aria-label={t('transactions.filters.remove', { filter: chipText(name) })}
                onClick={() => onChange({ ...filters, [name]: null })}
              >
                {chipText(name)}
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('transactions.filters.title')}>
        <FilterForm
          filters={filters}
          currencies={currencies}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      </BottomSheet>
    </div>
  );
}

function FilterForm({
  filters,
  currencies,
  onApply,
}: {
  filters: Filters;
  currencies: readonly Currency[];
  onApply: (filters: Filters) => void;
}) {
  const { t } = useAreaTranslation();
  const today = useMemo(() => isoDate(new Date()), []);
  const form = useZodForm(filterFormSchema, { defaultValues: formValues(filters) });
  const any = t('transactions.filters.any');
  return (
    <Form
      form={form}
      className="wallet-filters__form"
      aria-label={t('transactions.filters.title')}
      onSubmit={(values) =>
        onApply({
          type: values.type || null,
          currency: values.currency || null,
          status: values.status || null,
          from: values.from || null,
          to: values.to || null,
        })
      }
    >
      <SelectField<FilterFormValues>
        name="type"
        label={t('transactions.filters.type')}
        placeholder={any}
        options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.type.${type}`) }))}
      />
      <SelectField<FilterFormValues>
        name="currency"
        label={t('transactions.filters.currency')}
        placeholder={any}
        options={currencies.map((currency) => ({ value: currency.currency, label: `${currency.currency} · ${currency.name}` }))}
      />
      <SelectField<FilterFormValues>
        name="status"
        label={t('transactions.filters.status')}
        placeholder={any}
        options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <div className="wallet-filters__dates">
        <DateField<FilterFormValues> name="from" label={t('transactions.filters.from')} max={today} optional />
        <DateField<FilterFormValues> name="to" label={t('transactions.filters.to')} max={today} optional />
      </div>
      <div className="wallet-actions">
        <SubmitButton>{t('transactions.filters.apply')}</SubmitButton>
        <Button variant="ghost" block onClick={() => onApply(NO_FILTERS)}>
          {t('transactions.filters.reset')}
        </Button>
      </div>
    </Form>
  );
}
