import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from '@app/ui/overlays';
import { i18n } from '@app/i18n';
import { initTexts } from '../i18n.ts';

beforeAll(() => initTexts('en'));

describe("the back office's texts", () => {
  it("gives the kit's own words (a dialog's close button, Try again) from the kit's namespace, not their keys", () => {
    expect(i18n.t('ui.close')).toBe('Close');
    expect(i18n.t('ui.retry')).toBe('Try again');
    render(
      <ConfirmDialog
        open
        title="Approve?"
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onCancel={() => undefined}
        onConfirm={() => undefined}
      >
        <p>Sure?</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ui.close' })).not.toBeInTheDocument();
  });

  it('keeps its own words first', () => {
    expect(i18n.t('nav.dashboard')).toBe('Dashboard');
  });
});
