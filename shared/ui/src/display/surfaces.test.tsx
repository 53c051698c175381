import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, Card, Skeleton, SkeletonRow, SkeletonText } from './index.ts';

describe('Card', () => {
  it('is a section whose title is a level-two heading, with its subtitle and content', () => {
    const { container } = render(
      <Card title="Weekly cashback" subtitle="Paid every Monday">
        <p>10% of your losses back</p>
      </Card>,
    );
    const card = container.firstElementChild!;
    expect(card.tagName).toBe('SECTION');
    expect(within(card as HTMLElement).getByRole('heading', { level: 2, name: 'Weekly cashback' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Paid every Monday');
    expect(screen.getByText('10% of your losses back').closest('.surface-card__body')).not.toBeNull();
  });

  it('takes the heading level and element the page needs', () => {
    render(<Card title="Sweet Bonanza" headingLevel={3} as="article" />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3, name: 'Sweet Bonanza' })).toBeInTheDocument();
    expect(within(article).queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('has no header or body where it has no title, action or content', () => {
    const { container } = render(<Card media={<img src="/art.png" alt="Spring tournament" />} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.surface-card__header')).toBeNull();
    expect(container.querySelector('.surface-card__body')).toBeNull();
    expect(screen.getByRole('img', { name: 'Spring tournament' }).closest('.surface-card__media')).not.toBeNull();
  });

  it('shows its media above its header, and its elevation and tone as classes', () => {
    const { container } = render(
      <Card title="Spring" media={<img src="/art.png" alt="" />} elevation={3} tone="brand" className="promo" />,
    );
    const card = container.firstElementChild!;
    expect(card).toHaveClass('surface-card', 'surface-card--e3', 'surface-card--brand', 'promo');
    expect(Array.from(card.children).map((child) => child.className)).toEqual(['surface-card__media', 'surface-card__header']);
    const plain = render(<Card title="Plain" />).container.firstElementChild!;
    expect(plain).toHaveClass('surface-card--e1');
    expect(plain).not.toHaveClass('surface-card--brand');
  });

  it('a button in its header is reached with Tab and pressed with Enter or Space', async () => {
    const onClick = jest.fn();
    render(
      <Card
        title="Bonus balance"
        action={
          <button type="button" onClick={onClick}>
            Claim
          </button>
        }
      >
        $25.00
      </Card>,
    );
    await userEvent.tab();
    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(claim).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a link in its header is reached with Tab and followed with Enter', async () => {
    const onFollow = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Card
        title="Recent games"
        action={
          <a href="/game/history" onClick={onFollow}>
            See all
          </a>
        }
      />,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'See all' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/game/history');
    await userEvent.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});

describe('Badge', () => {
  it('says its status in text, with a decorative icon beside it', () => {
    render(
      <Badge tone="danger" icon={<svg aria-hidden="true" data-testid="flame" />}>
        Live
      </Badge>,
    );
    const badge = screen.getByText('Live');
    expect(badge).toHaveTextContent(/^Live$/);
    expect(within(badge).getByTestId('flame')).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('badge', 'badge--danger');
    expect(badge).not.toHaveClass('badge--solid');
  });

  it('is neutral and soft unless told otherwise, and solid when asked', () => {
    render(
      <>
        <Badge>Pending</Badge>
        <Badge tone="accent" solid>
          VIP 3
        </Badge>
      </>,
    );
    expect(screen.getByText('Pending')).toHaveClass('badge--neutral');
    expect(screen.getByText('VIP 3')).toHaveClass('badge--accent', 'badge--solid');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its shape and size', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton variant="circle" width="3rem" height="3rem" className="avatar" />
      </>,
    );
    const [line, circle] = Array.from(container.children) as HTMLElement[];
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line).toHaveClass('skeleton', 'skeleton--text');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(circle).toHaveClass('skeleton', 'skeleton--circle', 'avatar');
    expect(circle).toHaveStyle({ width: '3rem', height: '3rem' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('SkeletonText draws the lines asked for, the last one shorter, all hidden', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const text = container.firstElementChild as HTMLElement;
    expect(text).toHaveAttribute('aria-hidden', 'true');
    const lines = Array.from(text.querySelectorAll<HTMLElement>('.skeleton--text'));
    expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '100%', '60%']);
  });

  it('SkeletonText of one line keeps it full width, and draws three by default', () => {
    const one = render(<SkeletonText lines={1} />).container;
    expect(Array.from(one.querySelectorAll<HTMLElement>('.skeleton')).map((line) => line.style.width)).toEqual(['100%']);
    const standard = render(<SkeletonText />).container;
    expect(standard.querySelectorAll('.skeleton')).toHaveLength(3);
  });

  it("SkeletonRow is a list row's shape (an avatar and two lines), hidden as a whole", () => {
    const { container } = render(<SkeletonRow />);
    const row = container.firstElementChild as HTMLElement;
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row.querySelectorAll('.skeleton--circle')).toHaveLength(1);
    expect(row.querySelectorAll('.skeleton-row__text .skeleton--text')).toHaveLength(2);
    expect(screen.queryByText(/./)).toBeNull();
  });
});
