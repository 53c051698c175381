// What the settings sections share: their query keys, who may change what (each endpoint's own
// permission in the contract), the form fields' text schemas built on the contract's own bounds,
// and the pieces every form ends with (Save, its outcome, or the note that the values are read-only).
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { operatorEndpoints } from '@app/contract';
import type { OperatorPermission } from '@app/contract/operator-staff';
import { Button } from '@app/ui';
import { Notice } from '@app/ui/display';
import { describedBy, FieldShell, messageKey, SubmitButton, TextField, useFieldError, useFieldIds } from '@app/ui/forms';
import { can } from '../../permissions.ts';
import { useMember } from '../../session/SessionProvider.tsx';

/** The sections of the settings, in the order of their navigation. */
export type SettingsSection = 'maintenance' | 'accounts' | 'rates' | 'channels' | 'vip' | 'identity' | 'sports';

/** Each section's react-query keys start with ['settings', section]. */
export const settingsKey = <S extends SettingsSection>(section: S, ...more: string[]) => ['settings', section, ...more] as const;

/** The calls that change settings: each one's permission is the one the contract declares for it. */
type ChangePath =
  | '/operator/maintenance/set'
  | '/operator/account-settings/update'
  | '/operator/exchange-rates/set'
  | '/operator/payment-channels/set'
  | '/operator/vip/levels/set'
  | '/operator/vip/rules/update'
  | '/operator/deposit-rewards/set'
  | '/operator/oidc-providers/set'
  | '/operator/oidc-providers/remove'
  | '/operator/sports/settings/update'
  | '/operator/sports/limits/set';

type Endpoints = typeof operatorEndpoints;
/** The operator calls that need a permission (all but the staff's own sign-in calls). */
type PermissionedPath = { [P in keyof Endpoints]: Endpoints[P] extends { permission: OperatorPermission } ? P : never }[keyof Endpoints];

/** The permission the contract declares for a call. */
export function permissionOf(path: PermissionedPath): OperatorPermission {
  return (operatorEndpoints[path] as { permission: OperatorPermission }).permission;
}

/** Whether the member's role may make this change (the server refuses it otherwise anyway). */
export function useCanChange(path: ChangePath): boolean {
  const member = useMember();
  return can(member.role, permissionOf(path));
}

/** A form message from the back office's own texts (the kit translates it when it is shown). */
export function formMessage(key: string, params: Record<string, string | number> = {}): string {
  return messageKey(`backoffice:settings.errors.${key}`, params);
}

/** A schema's bounds, when it has them (z.number().min(1).max(256)). */
export function boundsOf(schema: z.ZodType): { min: number | null; max: number | null } {
  const number = schema as unknown as { minValue?: number | null; maxValue?: number | null };
  const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return { min: finite(number.minValue), max: finite(number.maxValue) };
}

/** A whole number as typed, then checked by the contract's own number schema (its bounds). */
export function wholeText(schema: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .min(1)
    .regex(/^-?\d+$/, formMessage('whole'))
    .transform(Number)
    .pipe(schema);
}

/** A number with at most `decimals` decimals (a percentage), then checked by the contract's schema. */
export function decimalText(schema: z.ZodType<number, number>, decimals = 2) {
  return z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`), formMessage('decimals', { decimals }))
    .transform(Number)
    .pipe(schema);
}

/** An amount as the platform writes it ("125.50"), not negative, then checked by the contract's money schema. */
export function amountText(schema: z.ZodType<string, string>) {
  return z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,18}(\.\d{1,8})?$/, formMessage('amount'))
    .pipe(schema);
}

/** A currency code as typed (capitals or not), then checked by the contract's currency schema. */
export function currencyText(schema: z.ZodType<string, string>) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{1,9}$/, formMessage('currency'))
    .pipe(schema);
}

/** A row of a table form: its own id, so that rows added and removed keep their inputs. */
let rowCount = 0;
export function rowId(): string {
  rowCount += 1;
  return `row-${rowCount}`;
}

/** "From 1 to 256 · default 8", from the contract's bounds and the platform's default. */
export function useRangeHint() {
  const { t } = useTranslation('backoffice');
  return (schema: z.ZodType, defaultValue?: ReactNode, extra?: string) => {
    const { min, max } = boundsOf(schema);
    const parts = [
      min !== null && max !== null
        ? t('settings.range', { min, max })
        : min !== null
          ? t('settings.atLeast', { min })
          : max !== null
            ? t('settings.atMost', { max })
            : '',
      defaultValue !== undefined ? t('settings.default', { value: defaultValue }) : '',
      extra ?? '',
    ];
    return parts.filter(Boolean).join(' · ');
  };
}

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'className' | 'value' | 'defaultValue'>;

/** A number field of a settings form: the kit's text field with the numeric keypad, read-only for a member who may not change it. */
export function NumberField({
  name,
  label,
  hint,
  readOnly,
  decimal = false,
  ...input
}: { name: string; label: string; hint?: ReactNode; readOnly: boolean; decimal?: boolean } & NumberInputProps) {
  return (
    <TextField
      {...input}
      name={name}
      label={label}
      hint={hint}
      readOnly={readOnly}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="bo-settings__number"
    />
  );
}

/** A date and time in the member's own time zone (the browser's picker), bound to the form by name. */
export function DateTimeField({
  form,
  name,
  label,
  hint,
  readOnly,
  min,
}: {
  form: BoundForm;
  name: string;
  label: string;
  hint?: ReactNode;
  readOnly: boolean;
  min?: string;
}) {
  const ids = useFieldIds();
  const error = useFieldError(name);
  const register = form.register as (field: string) => object;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        {...register(name)}
        id={ids.id}
        type="datetime-local"
        className="form-field__control bo-settings__datetime"
        readOnly={readOnly}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}

/** One of a few choices as radio buttons in a fieldset (its legend names the group). */
export function ChoiceField({
  form,
  name,
  legend,
  options,
  disabled,
}: {
  form: BoundForm;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; hint?: string }>;
  disabled: boolean;
}) {
  const ids = useFieldIds();
  const register = form.register as (field: string) => object;
  return (
    <fieldset className="bo-fieldset bo-settings__choices">
      <legend className="form-field__label">{legend}</legend>
      {options.map((option, index) => (
        <div key={option.value} className="bo-settings__choice">
          <label className="bo-radio">
            <input
              {...register(name)}
              type="radio"
              value={option.value}
              disabled={disabled}
              aria-describedby={option.hint ? `${ids.hintId}-${index}` : undefined}
            />
            {option.label}
          </label>
          {option.hint ? (
            <p className="bo-hint bo-settings__choice-hint" id={`${ids.hintId}-${index}`}>
              {option.hint}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * An input in a table's cell: its label is said to screen readers (the column and the row), its
 * error is shown under it and tied to it.
 */
export function CellField({
  form,
  name,
  label,
  readOnly,
  inputMode = 'decimal',
  className,
  autoCapitalize,
}: {
  form: BoundForm;
  name: string;
  label: string;
  readOnly: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  className?: string;
  autoCapitalize?: string;
}) {
  const ids = useFieldIds();
  const error = useFieldError(name);
  const register = form.register as (field: string) => object;
  return (
    <div className={['bo-settings__cell', error ? 'form-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <input
        {...register(name)}
        id={ids.id}
        className="form-field__control"
        aria-label={label}
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
      />
      {error ? (
        <span className="form-field__error" id={ids.errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * An on/off switch in a table's cell: its label is said to screen readers (what it turns on and for
 * which row); disabled for a member who may not change it.
 */
export function CellSwitch({ form, name, label, readOnly }: { form: BoundForm; name: string; label: string; readOnly: boolean }) {
  const register = form.register as (field: string) => object;
  return (
    <div className="bo-settings__cell bo-settings__cell--switch">
      <input {...register(name)} type="checkbox" role="switch" className="form-switch" aria-label={label} disabled={readOnly} />
    </div>
  );
}

/** Any of the kit's forms, for a field that registers itself by name. */
export interface BoundForm {
  register: (name: never) => unknown;
}

export type Outcome = { tone: 'success' | 'info'; text: string };

/** What a form's values changes are watched through. */
interface WatchedForm {
  watch: (callback: (values: unknown, info: { type?: string }) => void) => { unsubscribe: () => void };
}

/**
 * What a save said last: cleared as soon as the member changes a field again, so a notice never
 * speaks of values that are no longer the ones shown.
 */
export function useOutcome(form: WatchedForm): [Outcome | null, (outcome: Outcome | null) => void] {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setOutcome(null);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return [outcome, setOutcome];
}

/**
 * The end of a settings form: Save (busy and disabled while the form is sent) and what the save
 * said, or, for a member whose role may not change these settings, a note that they are read-only.
 */
export function SaveRow({
  canChange,
  outcome,
  label,
  extra,
}: {
  canChange: boolean;
  outcome: Outcome | null;
  label?: string;
  /** Another action beside Save (filling in the defaults). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  if (!canChange)
    return (
      <p className="bo-hint bo-settings__read-only" data-testid="read-only">
        {t('settings.readOnly')}
      </p>
    );
  return (
    <div className="bo-settings__save">
      <SubmitButton pendingLabel={t('settings.saving')}>{label ?? t('settings.save')}</SubmitButton>
      {extra}
      <OutcomeNotice outcome={outcome} />
    </div>
  );
}

/** What a save said last, announced politely where it appears (nothing while there is none). */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  return (
    <div aria-live="polite" className="bo-settings__outcome">
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </div>
  );
}

/** A titled section of the settings page (its level-two heading names the region). */
export function SettingsPanel({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="bo-settings__panel" aria-labelledby={id}>
      <header className="bo-settings__panel-head">
        <h2 id={id}>{title}</h2>
        {lead ? <p className="bo-hint">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A date as the browser's date-time field takes it (local time, to the minute). */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The last cell of an editable table's row: a Remove button (named for its row, for screen readers)
 * where the row may go, empty where it may not; no cell at all when the table has no such column.
 */
export function RemoveRowCell({
  column,
  removable,
  label,
  onRemove,
}: {
  column: boolean;
  removable: boolean;
  label: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('backoffice');
  if (!column) return null;
  return (
    <td>
      {removable ? (
        <Button size="small" variant="ghost" aria-label={label} onClick={onRemove}>
          {t('settings.remove')}
        </Button>
      ) : null}
    </td>
  );
}

/** The button under an editable table that adds a row, for a member who may change it. */
export function AddRowButton({
  canChange,
  onAdd,
  disabled,
  children,
}: {
  canChange: boolean;
  onAdd: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  if (!canChange) return null;
  return (
    <div className="bo-actions">
      <Button size="small" variant="secondary" onClick={onAdd} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}
