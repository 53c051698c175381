import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import { i18n, useTranslation } from '@app/i18n';
import { useKitValues } from '../components/KitValues.tsx';
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

export interface FormProps<Input extends FieldValues, Output, Failure = unknown> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onError'
> {
  form: ZodForm<Input, Output>;
  /** Runs with the schema's output once every field is valid; a rejection is shown above the fields. */
  onSubmit: (values: Output) => unknown;
  /**
   * The text for a failure this screen explains itself (a locked account); undefined leaves it to
   * the app's wording of failures (the kit's `submitFailureText`: the error catalogue). It is given
   * the failure as the app's error model has it (the product's ApiError).
   */
  describeError?: (error: Failure) => string | undefined;
  children?: ReactNode;
}

/**
 * A form on the kit: no native validation bubbles (the schema's translated messages show under
 * each field), the first invalid field focused on submit, one submission at a time, and a failed
 * submission's message announced above the fields.
 */
export function Form<Input extends FieldValues, Output, Failure = unknown>({
  form,
  onSubmit,
  describeError,
  children,
  className,
  ...rest
}: FormProps<Input, Output, Failure>) {
  const { submitFailureText } = useKitValues();
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
        setStatus({ pending: false, error: submitFailureText(caught, describeError) });
      }
    },
    [onSubmit, describeError, submitFailureText],
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
