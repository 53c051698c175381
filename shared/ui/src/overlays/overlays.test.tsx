import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { setupKitI18n } from '../testSetup.ts';
import { BottomSheet, ConfirmActions, ConfirmDialog, Modal } from './index.ts';

beforeAll(() => setupKitI18n('en'));

function Page({ sheet = false, dismissible = true }: { sheet?: boolean; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const Overlay = sheet ? BottomSheet : Modal;
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Outside link</a>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm withdrawal"
        description="10.00 USD to your bank card"
        dismissible={dismissible}
        actions={
          <>
            <button type="button">Confirm</button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </>
        }
      />
    </I18nextProvider>
  );
}

describe.each([
  ['modal', false],
  ['bottom sheet', true],
])('the %s', (_name, sheet) => {
  it('opens as a labelled modal dialog with focus on it, and Escape closes it and gives focus back', async () => {
    render(<Page sheet={sheet} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('10.00 USD to your bank card');
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Page sheet={sheet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Outside link' })).not.toHaveFocus();
  });

  it('closes with its close button, and with a tap on the backdrop unless told not to', async () => {
    const { unmount } = render(<Page sheet={sheet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Page sheet={sheet} dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByText('10.00 USD to your bank card'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('a dialog where the browser has showModal', () => {
  it("opens with showModal and closes through onClose on the browser's cancel event", async () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.defineProperty(HTMLElement.prototype, 'showModal', { value: showModal, configurable: true });
    Object.defineProperty(HTMLElement.prototype, 'close', { value: close, configurable: true });
    Object.defineProperty(HTMLElement.prototype, 'open', {
      get(this: HTMLElement) {
        return this.hasAttribute('open');
      },
      configurable: true,
    });
    try {
      render(<Page />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      act(() => {
        screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      for (const name of ['showModal', 'close', 'open']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
});

describe('ConfirmActions', () => {
  it('holds the way out while the confirmation runs, and shows only the way out when nothing can be confirmed', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(<ConfirmActions confirmLabel="Pay" cancelLabel="Not now" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmActions confirmLabel="Pay" cancelLabel="Not now" onConfirm={onConfirm} onCancel={onCancel} busy />);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    rerender(<ConfirmActions confirmLabel="Pay" cancelLabel="Not now" onConfirm={onConfirm} onCancel={onCancel} canConfirm={false} />);
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
  });
});

describe('ConfirmDialog', () => {
  it('asks with its title, says the last failure, and stays open while the confirmation runs', () => {
    const onCancel = jest.fn();
    const dialog = (busy: boolean, problem: string | null) => (
      <I18nextProvider i18n={i18n}>
        <ConfirmDialog
          open
          title="Forfeit this bonus?"
          confirmLabel="Forfeit"
          cancelLabel="Keep it"
          onConfirm={() => undefined}
          onCancel={onCancel}
          busy={busy}
          problem={problem}
        />
      </I18nextProvider>
    );
    const { rerender } = render(dialog(false, null));
    expect(screen.getByRole('dialog', { name: 'Forfeit this bonus?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(dialog(true, 'It did not work.'));
    expect(screen.getByRole('alert')).toHaveTextContent('It did not work.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  });
});
