import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import { ApiError, errorText } from '@app/api';
import { i18n, useTranslation } from '@app/i18n';
import type { ZodForm } from './useZodForm.ts';

interface FormStatus {
  /** True from submit until the submission's promise settles. */
  pending: boolean;
  /** The text of the last failed submission, shown above the fields. */
  error: string | null;
}

const FormStatusContext = createContext<FormStatus>({ pending: false, error: null });

/** Whether the surrounding form is being submitted, and its last failure. */
export function useFormStatus(): FormStatus {
  return useContext(FormStatusContext);
}

export interface FormProps<Input extends FieldValues, Output> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onError'> {
  form: ZodForm<Input, Output>;
  /** Runs with the schema's output once every field is valid; a rejection is shown above the fields. */
  onSubmit: (values: Output) => unknown;
  /**
   * The text for a failure this screen explains itself (a locked account); undefined leaves it to
   * the error catalogue (`error_codes`).
   */
  describeError?: (error: ApiError) => string | undefined;
  children?: ReactNode;
}

/** The text of a failed submission: the screen's own, else the catalogue's, else a generic one. */
function failureText(caught: unknown, describe: FormProps<FieldValues, unknown>['describeError']): string | null {
  const error = caught instanceof ApiError ? caught : new ApiError(0, {});
  const own = describe?.(error);
  if (own) return own;
  // Failures the platform handles for the whole app (maintenance, an expired password) or already
  // announced in a toast need no second message here.
  if (error.handled) return null;
  const reason = error.reason ?? error.code;
  return reason ? errorText(reason, error.message, error.meta) : i18n.t('forms.failed', { ns: 'common' });
}

/**
 * A form on the kit: no native validation bubbles (the schema's translated messages show under
 * each field), the first invalid field focused on submit, one submission at a time, and a failed
 * submission's message announced above the fields.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  describeError,
  children,
  className,
  ...rest
}: FormProps<Input, Output>) {
  const [status, setStatus] = useState<FormStatus>({ pending: false, error: null });
  const running = useRef(false);
  useTranslation('common');

  // Messages already shown follow the player's language.
  const shown = Object.keys(form.formState.errors).join(' ');
  const { trigger } = form;
  useEffect(() => {
    if (!shown) return undefined;
    const retranslate = () => void trigger(shown.split(' ') as Path<Input>[]);
    i18n.on('languageChanged', retranslate);
    return () => i18n.off('languageChanged', retranslate);
  }, [shown, trigger]);

  const submit = useCallback(
    async (values: Output) => {
      setStatus({ pending: true, error: null });
      try {
        await onSubmit(values);
        setStatus({ pending: false, error: null });
      } catch (caught) {
        setStatus({ pending: false, error: failureText(caught, describeError as FormProps<FieldValues, unknown>['describeError']) });
      }
    },
    [onSubmit, describeError],
  );

  const handle = form.handleSubmit(submit);
  return (
    <FormProvider {...form}>
      <FormStatusContext.Provider value={status}>
        <form
          {...rest}
          className={['form-stack', className].filter(Boolean).join(' ')}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            // A second tap while the first submission runs does nothing.
            if (running.current) return;
            running.current = true;
            try {
              await handle(event);
            } finally {
              running.current = false;
            }
          }}
        >
          <FormError />
          {children}
        </form>
      </FormStatusContext.Provider>
    </FormProvider>
  );
}

/** The failure of the last submission, announced when it appears. */
function FormError() {
  const { error } = useFormStatus();
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}
