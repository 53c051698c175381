import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { i18n } from '@app/i18n';
import {
  birthDateSchema,
  CheckboxField,
  DateField,
  EmailField,
  Form,
  messageKey,
  PhoneField,
  phoneSchema,
  SubmitButton,
  SwitchField,
  useZodForm,
  yearsAgo,
  type PhoneNumber,
} from './index.ts';
import { KitValuesProvider, type SubmitFailureText } from '../components/KitValues.tsx';
import { ProfileFields } from '../gallery/Samples.tsx';
import { setupFormTexts } from './testSetup.tsx';

beforeAll(setupFormTexts);
afterEach(() => act(() => i18n.changeLanguage('en')));

function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const profileSchema = z.object({
  nickname: z.string().trim().min(3).max(20),
  email: z.email(),
  password: z.string().min(1, 'auth.passwordRequired'),
  country: z.enum(['VN', 'BR']),
  newsletter: z.boolean(),
});
type Profile = z.infer<typeof profileSchema>;

function ProfileForm({ onSubmit }: { onSubmit: (values: Profile) => unknown }) {
  const form = useZodForm(profileSchema, {
    defaultValues: { nickname: '', email: '', password: '', country: '' as Profile['country'], newsletter: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Profile">
      <ProfileFields
        countries={[
          { code: 'VN', label: 'Vietnam' },
          { code: 'BR', label: 'Brazil' },
        ]}
      />
      <SwitchField name="newsletter" label="Send me offers" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('a form on the kit', () => {
  it('is filled and sent with the keyboard alone, and sends what the schema outputs', async () => {
    const sent = jest.fn();
    render(<ProfileForm onSubmit={sent} />, { wrapper: Providers });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Nickname')).toHaveFocus();
    await user.keyboard('  Ace  ');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('ace@example.com');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('secret');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Country')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Country'), 'BR');
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Send me offers' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({
      nickname: 'Ace',
      email: 'ace@example.com',
      password: 'secret',
      country: 'BR',
      newsletter: true,
    });
  });

  it('moves the focus to the first invalid field on submit and ties each message to its field', async () => {
    const sent = jest.fn();
    render(<ProfileForm onSubmit={sent} />, { wrapper: Providers });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nickname'), 'Ace');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose one of the options.');
    // The nickname is valid: no error, and its hint still describes it.
    expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Shown to other players');

    // Corrected, the message goes as the player types.
    await user.type(email, 'ace@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it("shows its messages in the player's language and follows a change of language", async () => {
    await act(() => i18n.changeLanguage('vi'));
    render(<ProfileForm onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nickname'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nhập ít nhất 3 ký tự.')).toBeInTheDocument();
    expect(screen.getByText('Nhập địa chỉ email hợp lệ.')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Nhập ít nhất 3 ký tự.')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a pressed toggle, keeping what was typed', async () => {
    render(<ProfileForm onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'hunter22');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('hunter22');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a switch with Space', async () => {
    render(<ProfileForm onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const offers = screen.getByRole('switch', { name: 'Send me offers' });
    expect(offers).not.toBeChecked();
    offers.focus();
    await user.keyboard(' ');
    expect(offers).toBeChecked();
    await user.keyboard(' ');
    expect(offers).not.toBeChecked();
  });
});

const signInSchema = z.object({ email: z.email() });

/** A refusal as an app's error model might carry it. */
class Refusal extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

function SendForm({ onSubmit, describeError }: { onSubmit: () => unknown; describeError?: (error: Refusal) => string | undefined }) {
  const form = useZodForm(signInSchema, { defaultValues: { email: 'p@example.com' } });
  return (
    <Form form={form} onSubmit={onSubmit} {...(describeError ? { describeError } : {})}>
      <EmailField name="email" label="Email" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

/** The app's wording of failures: the screen's own text first, nothing for a handled one, else the reason. */
const appWording: SubmitFailureText = (caught, describe) => {
  const own = caught instanceof Refusal ? (describe as ((error: Refusal) => string | undefined) | undefined)?.(caught) : undefined;
  if (own) return own;
  if (caught instanceof Refusal && caught.reason === 'HANDLED') return null;
  return caught instanceof Refusal ? i18n.t(`error_codes:${caught.reason}`) : 'Not sent';
};

function InApp({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <KitValuesProvider values={{ submitFailureText: appWording }}>{children}</KitValuesProvider>
    </Providers>
  );
}

describe('sending a form', () => {
  it('sends once however often the button is pressed, and shows progress meanwhile', async () => {
    let finish: () => void = () => undefined;
    const sent = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SendForm onSubmit={sent} />, { wrapper: Providers });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Please wait…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(sent).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("announces a refusal in the app's words (its error catalogue), in the player's language", async () => {
    const refuse = () => Promise.reject(new Refusal('INVALID_CREDENTIALS'));
    render(<SendForm onSubmit={refuse} />, { wrapper: InApp });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');

    await act(() => i18n.changeLanguage('pt'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O e-mail ou a senha estão incorretos.');
  });

  it("hands the app the screen's own wording, and stays quiet when the app has nothing to say", async () => {
    const locked = () => Promise.reject(new Refusal('USER_LOCKED'));
    const { unmount } = render(
      <SendForm onSubmit={locked} describeError={(error) => (error.reason === 'USER_LOCKED' ? 'Locked until noon' : undefined)} />,
      { wrapper: InApp },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Locked until noon');
    unmount();

    const handled = () => Promise.reject(new Refusal('HANDLED'));
    render(<SendForm onSubmit={handled} />, { wrapper: InApp });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the generic failure text outside an app that words failures', async () => {
    const refuse = () => Promise.reject(new Refusal('INVALID_CREDENTIALS'));
    render(<SendForm onSubmit={refuse} />, { wrapper: Providers });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('the other fields', () => {
  const today = new Date(2026, 10, 23);
  const countries = [
    { code: 'VN', label: 'Vietnam', dialCode: '+84' },
    { code: 'BR', label: 'Brazil', dialCode: '+55' },
  ];

  function KycForm({
    onSubmit,
    validate,
  }: {
    onSubmit: (values: { birthDate: string; phone: PhoneNumber; terms: boolean }) => void;
    validate?: (phone: PhoneNumber) => boolean | string;
  }) {
    const schema = z.object({
      birthDate: birthDateSchema({ today }),
      phone: phoneSchema({ countries, ...(validate ? { validate } : {}) }),
      terms: z.literal(true, { error: messageKey('forms.errors.mustAccept') }),
    });
    const form = useZodForm(schema, {
      defaultValues: { birthDate: '', phone: { country: 'VN', number: '' }, terms: false as unknown as true },
    });
    return (
      <Form form={form} onSubmit={onSubmit}>
        <DateField name="birthDate" label="Date of birth" max={yearsAgo(18, today)} />
        <PhoneField name="phone" label="Phone number" countries={countries} />
        <CheckboxField name="terms" label="I accept the terms" />
        <SubmitButton>Continue</SubmitButton>
      </Form>
    );
  }

  it('asks a player for a date of birth at least 18 years ago, with the limit on the picker', async () => {
    render(<KycForm onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toHaveAttribute('type', 'date');
    expect(birth).toHaveAttribute('max', '2008-11-23');
    await user.type(birth, '2008-11-24');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByText('Tick this box to continue.')).toBeInTheDocument();
    expect(birth).toHaveFocus();
  });

  it('sends a phone number with its dial code, and lets a phone library have the last word', async () => {
    const sent = jest.fn();
    const validate = jest.fn((phone: PhoneNumber) => phone.international !== '+5511000000' || messageKey('forms.errors.phone'));
    render(<KycForm onSubmit={sent} validate={validate} />, { wrapper: Providers });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-01');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('VN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'BR');
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(number, '011 000 000');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(validate).toHaveBeenCalledWith(expect.objectContaining({ country: 'BR', dialCode: '+55', international: '+5511000000' }));

    await user.clear(number);
    await user.type(number, '11 98765 4321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({
      birthDate: '1990-05-01',
      phone: { country: 'BR', number: '11 98765 4321', dialCode: '+55', international: '+5511987654321' },
      terms: true,
    });
  });
});
