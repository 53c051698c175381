import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { installFakeIntersectionObserver, type FakeIntersectionObserver } from '../fakeIntersectionObserver.ts';
import { ODDS_FORMATS, type OddsFormat } from '../gallery/Samples.tsx';
import { commonTexts, setupKitI18n } from '../testSetup.ts';
import {
  Countdown,
  EmptyState,
  ErrorState,
  InfiniteList,
  LazyImage,
  List,
  ListRow,
  ProgressBar,
  SegmentedControl,
  Stepper,
  Tabs,
} from './index.ts';

const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeAll(() => setupKitI18n('en'));
afterEach(() => jest.useRealTimers());

describe('Tabs', () => {
  const items = [
    { id: 'slots', label: 'Slots', panel: <p>Slot games</p> },
    { id: 'live', label: 'Live', panel: <p>Live tables</p> },
    { id: 'soon', label: 'Soon', panel: <p>Coming</p>, disabled: true },
    { id: 'originals', label: 'Originals', panel: <p>Our games</p> },
  ];

  it('keeps only the selected tab in the Tab order and shows its labelled panel', async () => {
    withI18n(<Tabs label="Game types" items={items} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Game types' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slot games');
    await userEvent.tab();
    expect(tabs[0]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs and wrapping', async () => {
    const onChange = jest.fn();
    withI18n(<Tabs label="Game types" items={items} onChange={onChange} />);
    const [slots, live, , originals] = screen.getAllByRole('tab');
    await userEvent.click(slots!);
    await userEvent.keyboard('{ArrowRight}');
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(live!.tabIndex).toBe(0);
    expect(slots!.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Live' })).toHaveTextContent('Live tables');
    await userEvent.keyboard('{ArrowRight}');
    expect(originals).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slots).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(originals).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(slots).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(originals).toHaveFocus();
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['live', 'originals', 'slots', 'originals', 'slots', 'originals']);
  });
});

describe('SegmentedControl', () => {
  function Odds() {
    const [format, setFormat] = useState<OddsFormat>('decimal');
    return <SegmentedControl label="Odds format" value={format} onChange={setFormat} options={ODDS_FORMATS} />;
  }

  it('is a radio group whose choice moves with the arrow keys (roving tabindex)', async () => {
    withI18n(<Odds />);
    const group = screen.getByRole('radiogroup', { name: 'Odds format' });
    const [decimal, fractional, american] = within(group).getAllByRole('radio');
    expect(decimal).toBeChecked();
    expect([decimal, fractional, american].map((radio) => radio!.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(decimal).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(fractional).toHaveFocus();
    expect(fractional).toBeChecked();
    expect(decimal).not.toBeChecked();
    expect(fractional!.tabIndex).toBe(0);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(american).toBeChecked();
    await userEvent.click(decimal!);
    expect(decimal).toBeChecked();
  });
});

describe('Countdown', () => {
  it('ticks every second, stops at zero and says it has ended once', async () => {
    const start = Date.UTC(2030, 0, 1);
    jest.useFakeTimers({ now: start });
    const onEnd = jest.fn();
    withI18n(<Countdown endsAt={start + 62_000} label="Offer ends in" onEnd={onEnd} />);
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer).toHaveTextContent('00Days00Hours01Minutes02Seconds');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(timer).toHaveTextContent('00Days00Hours00Minutes59Seconds');
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(timer).toHaveTextContent('00Days00Hours00Minutes00Seconds');
    expect(onEnd).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(timer).toHaveTextContent('00Days00Hours00Minutes00Seconds');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows zero, never a negative time, for an end already past', () => {
    withI18n(<Countdown endsAt={new Date(Date.now() - 5000)} label="Ended" hideZeroDays />);
    expect(screen.getByRole('timer')).toHaveTextContent('00Hours00Minutes00Seconds');
  });

  it("names its units in the player's language", async () => {
    await act(() => i18n.changeLanguage('vi'));
    try {
      withI18n(<Countdown endsAt={Date.now() + 90_030_000} label="x" />);
      expect(screen.getByRole('timer')).toHaveTextContent(/^01Ngày01Giờ00Phút\d\dGiây$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('InfiniteList', () => {
  let observer: FakeIntersectionObserver;
  beforeEach(() => {
    observer = installFakeIntersectionObserver();
  });
  afterEach(() => observer.restore());

  /** The sentinel after the last row comes into view. */
  const seeEnd = () => {
    expect(observer.live()).toHaveLength(1);
    observer.show();
  };

  function Transactions({ pages = 3, failOn }: { pages?: number; failOn?: number }) {
    const [items, setItems] = useState<string[]>(['Deposit 1']);
    const [page, setPage] = useState(1);
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState(false);
    const loadMore = () => {
      setLoading(true);
      setError(false);
      setTimeout(() => {
        setLoading(false);
        if (page + 1 === failOn && !error) {
          setError(true);
          return;
        }
        setItems((list) => [...list, `Deposit ${page + 1}`]);
        setPage(page + 1);
      }, 100);
    };
    return (
      <InfiniteList
        label="Transactions"
        items={items}
        itemKey={(item) => item}
        renderItem={(item) => <div className="list-row__body">{item}</div>}
        hasMore={page < pages}
        loading={loading}
        error={error}
        onLoadMore={loadMore}
      />
    );
  }

  it('asks for the next page when its end comes into view, until there are no more pages', async () => {
    jest.useFakeTimers();
    withI18n(<Transactions pages={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    seeEnd();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    // While a page is loading the end is not watched: no second request.
    expect(observer.watched.filter((entry) => !entry.disconnected)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Deposit 2')).toBeInTheDocument();
    seeEnd();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Deposit 3')).toBeInTheDocument();
    expect(observer.watched.filter((entry) => !entry.disconnected)).toHaveLength(0);
    expect(screen.getByText('You have reached the end')).toBeInTheDocument();
  });

  it('shows the failure of a page with Try again, which asks for it again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    withI18n(<Transactions pages={3} failOn={2} />);
    seeEnd();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Deposit 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a Load more button where IntersectionObserver is missing', async () => {
    observer.restore();
    const onLoadMore = jest.fn();
    withI18n(
      <InfiniteList
        label="Bets"
        items={['a']}
        itemKey={(item) => item}
        renderItem={(item) => item}
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});

describe('LazyImage', () => {
  it('reserves its aspect ratio before it loads and loads lazily', () => {
    const { container } = withI18n(<LazyImage src="/games/reef.webp" alt="Reef Riches" width={300} height={400} />);
    const box = container.querySelector('.lazy-image') as HTMLElement;
    expect(box.style.aspectRatio).toBe('300 / 400');
    expect(box).toHaveAttribute('data-state', 'loading');
    const image = screen.getByRole('img', { name: 'Reef Riches' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '300');
    act(() => image.dispatchEvent(new Event('load')));
    expect(box).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps its box and names what is missing when the image fails', () => {
    const { container } = withI18n(<LazyImage src="/missing.webp" alt="Reef Riches" width={16} height={9} />);
    act(() => screen.getByRole('img').dispatchEvent(new Event('error')));
    expect(screen.getByRole('img', { name: 'Reef Riches (image unavailable)' })).toBeInTheDocument();
    expect((container.querySelector('.lazy-image') as HTMLElement).style.aspectRatio).toBe('16 / 9');
  });
});

describe('empty and error states', () => {
  it('retry calls back and shows it is busy until the attempt settles', async () => {
    let finish: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    withI18n(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(retry).toBeEnabled();
  });

  it("speak the player's language by default", async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      withI18n(
        <>
          <EmptyState />
          <ErrorState onRetry={() => undefined} />
        </>,
      );
      expect(screen.getByRole('heading', { name: commonTexts.es.ui.emptyTitle })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: commonTexts.es.ui.retry })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('progress, steps and rows', () => {
  it('a progress bar states its value, clamped to its range', () => {
    withI18n(<ProgressBar label="VIP 3 to VIP 4" value={1200} max={5000} valueText="1,200 / 5,000 XP" />);
    const bar = screen.getByRole('progressbar', { name: 'VIP 3 to VIP 4' });
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
    expect(bar).toHaveAttribute('aria-valuetext', '1,200 / 5,000 XP');
    expect(bar.firstElementChild).toHaveStyle({ width: '24%' });
  });

  it('a stepper marks the current step and says which step of how many', () => {
    withI18n(<Stepper label="Verification" steps={['Email', 'Profile', 'Identity']} current={1} />);
    const steps = within(screen.getByRole('navigation', { name: 'Verification' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Email (done)');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('a row that leads somewhere is one button or link across the whole row', async () => {
    const onClick = jest.fn();
    withI18n(
      <List label="Settings">
        <ListRow title="Limits" subtitle="Deposit and loss limits" onClick={onClick} />
        <ListRow title="Terms" href="/terms" />
        <ListRow title="Balance" trailing="$12.00" />
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Limits/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
