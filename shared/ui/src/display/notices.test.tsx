import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShieldCheck } from 'lucide-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InlineError, Notice, Section, SignInPrompt, SummaryList } from './index.ts';

describe('Notice', () => {
  it('shows its title, text and action under the tone icon, hidden from screen readers', () => {
    const { container } = render(
      <Notice tone="warning" title="Verify your identity" action={<button type="button">Verify</button>}>
        Withdrawals need level 2.
      </Notice>,
    );
    const notice = container.firstElementChild as HTMLElement;
    expect(notice).toHaveClass('notice', 'notice--warning');
    expect(notice).not.toHaveAttribute('role');
    expect(notice.querySelector('svg.notice__icon')).toHaveAttribute('aria-hidden', 'true');
    expect(within(notice).getByText('Verify your identity')).toHaveClass('notice__title');
    expect(within(notice).getByText('Withdrawals need level 2.')).toHaveClass('notice__text');
    expect(within(notice).getByRole('button', { name: 'Verify' }).parentElement).toHaveClass('notice__actions');
  });

  it('is announced as a status or an alert when asked, with another icon or none', () => {
    const { rerender, container } = render(
      <Notice tone="success" role="status" icon={ShieldCheck}>
        Saved
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(container.querySelector('svg.notice__icon')).toHaveClass('lucide-shield-check');
    rerender(
      <Notice tone="danger" role="alert" icon={null} className="extra">
        Refused
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveClass('notice', 'notice--danger', 'extra');
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.notice__title')).toBeNull();
  });

  it('is an info notice by default', () => {
    const { container } = render(<Notice>Note</Notice>);
    expect(container.firstElementChild).toHaveClass('notice--info');
  });
});

describe('Section', () => {
  it('is a region named by its level-two title, with a lead and an action', () => {
    render(
      <Section title="Limits" lead="Set how much you play" action={<a href="/help">Help</a>} className="extra">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Limits' });
    expect(region).toHaveClass('section', 'extra');
    expect(within(region).getByRole('heading', { level: 2, name: 'Limits' })).toHaveClass('section__title');
    expect(within(region).getByText('Set how much you play')).toHaveClass('section__lead');
    expect(within(region).getByRole('link', { name: 'Help' }).parentElement).toHaveClass('section__head');
    expect(within(region).getByText('Body')).toBeInTheDocument();
  });

  it('leaves the lead out when there is none', () => {
    const { container } = render(
      <Section title="Limits">
        <p>Body</p>
      </Section>,
    );
    expect(container.querySelector('.section__lead')).toBeNull();
  });
});

describe('SummaryList', () => {
  it('lists each label with its value, the strong line marked, named for screen readers', () => {
    render(
      <SummaryList
        label="Your withdrawal"
        items={[
          { label: 'Fee', value: '1.00' },
          { label: 'You receive', value: '99.00', strong: true },
        ]}
      />,
    );
    const list = screen.getByLabelText('Your withdrawal');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveClass('summary-list');
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Fee', 'You receive']);
    expect(values.map((value) => value.textContent)).toEqual(['1.00', '99.00']);
    expect(terms[0]?.parentElement).not.toHaveClass('summary-list__row--strong');
    expect(terms[1]?.parentElement).toHaveClass('summary-list__row', 'summary-list__row--strong');
  });
});

describe('SignInPrompt', () => {
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname} from ${(location.state as { from?: string } | null)?.from ?? ''}`}</p>;
  }

  function renderAt(path: string, onLeave?: () => void) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/casino"
            element={
              <SignInPrompt
                title="Sign in to play"
                text="Your bets need an account."
                signInLabel="Sign in"
                signUpLabel="Create account"
                role="alert"
                onLeave={onLeave}
              />
            }
          />
          <Route path="/auth/*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('says why, then offers sign in and sign up', () => {
    renderAt('/casino?tab=new');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign in to play');
    expect(alert).toHaveTextContent('Your bets need an account.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(within(alert).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/auth/sign-up');
  });

  it.each([
    ['Sign in', '/auth/sign-in'],
    ['Create account', '/auth/sign-up'],
  ])('%s comes back to this page with its query afterwards, and tells the caller it left', async (name, path) => {
    const onLeave = jest.fn();
    renderAt('/casino?tab=new', onLeave);
    await userEvent.click(screen.getByRole('link', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${path} from /casino?tab=new`);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('InlineError', () => {
  it('says a failure as an alert, and is not in the page without one', () => {
    const { rerender } = render(<InlineError>{null}</InlineError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<InlineError>The bonus could not be forfeited.</InlineError>);
    expect(screen.getByRole('alert')).toHaveTextContent('The bonus could not be forfeited.');
    expect(screen.getByRole('alert')).toHaveClass('inline-error');
  });
});
