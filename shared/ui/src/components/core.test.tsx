import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button, ButtonLink, Page, Spinner } from '../index.ts';

describe('Button', () => {
  it('is a plain button (never submits a form by accident) in the primary style', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Deposit</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is a submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is pressed with the pointer, Enter and Space', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Place bet</Button>);
    const button = screen.getByRole('button', { name: 'Place bet' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('when disabled, cannot be pressed or focused', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    expect(button).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while busy, says so, keeps its name, hides its spinner and blocks presses', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveClass('button--busy');
    const spinner = button.querySelector('.button__spinner');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Confirm</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.button__spinner')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes its variant, size and width, and passes other attributes through', () => {
    render(
      <Button variant="danger" size="small" block className="extra" aria-label="Close the account" title="Close">
        ×
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close the account' });
    expect(button).toHaveClass('button', 'button--danger', 'button--small', 'button--block', 'extra');
    expect(button).not.toHaveClass('button--primary');
    expect(button).toHaveAttribute('title', 'Close');
  });
});

describe('ButtonLink', () => {
  it('is a link in the look of a button, primary unless told, and follows its path', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <ButtonLink to="/deposit">Deposit</ButtonLink>
                <ButtonLink to="/help" variant="secondary" size="small" className="extra">
                  Help
                </ButtonLink>
              </>
            }
          />
          <Route path="/deposit" element={<h1>Deposit page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/help');
    expect(help).toHaveAttribute('class', 'button button--secondary button--small extra');
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('class', 'button button--primary');
    await userEvent.click(deposit);
    expect(screen.getByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('is a polite status that announces its label, its ring hidden', () => {
    render(<Spinner label="Loading the casino" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^Loading the casino$/);
    expect(status).toHaveAttribute('data-loading-type', 'loading1');
    const ring = status.querySelector('.spinner__ring');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(status.querySelector('.spinner__dots')).toBeNull();
  });

  it('shows dots for loading2 and the ring for any other type', () => {
    const { rerender } = render(<Spinner type="loading2" label="Loading" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-loading-type', 'loading2');
    expect(status.querySelector('.spinner__dots')).toHaveAttribute('aria-hidden', 'true');
    expect(status.querySelector('.spinner__ring')).toBeNull();
    rerender(<Spinner type="loading9" label="Loading" />);
    expect(status).toHaveAttribute('data-loading-type', 'loading1');
    expect(status.querySelector('.spinner__ring')).not.toBeNull();
  });
});

describe('Page', () => {
  it('is a region named by its level-one heading, with its area and content', () => {
    render(
      <Page title="Deposit" area="Wallet" build="1.4.0">
        <p>Choose a method</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Deposit' });
    expect(within(region).getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(within(region).getAllByRole('heading')).toHaveLength(1);
    // The area is named for the page's frame, not drawn above the title: the header and tab bar say where the player is.
    expect(region).toHaveAttribute('data-area', 'Wallet');
    expect(region).not.toHaveTextContent('Wallet');
    expect(region).toHaveTextContent('Choose a method');
    expect(region).toHaveAttribute('data-build', '1.4.0');
  });

  it('names no area where it has none', () => {
    const { container } = render(<Page title="Terms" />);
    expect(screen.getByRole('region', { name: 'Terms' })).toBeInTheDocument();
    expect(container.querySelector('.page')).not.toHaveAttribute('data-area');
    expect(screen.getByRole('region')).not.toHaveAttribute('data-build');
  });
});
