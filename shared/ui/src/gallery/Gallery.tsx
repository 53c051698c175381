import { useState, type ReactNode } from 'react';
import { Bell, Check, CreditCard, Crown, Flame, Gamepad2, Landmark, ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, LANGUAGES, useTranslation } from '@app/i18n';
import { Button, Money, Spinner, createArea } from '../index.ts';
import {
  Badge,
  BonusLotCard,
  BonusLotList,
  Card,
  Countdown,
  EmptyState,
  ErrorState,
  InfiniteList,
  InlineError,
  LazyImage,
  List,
  ListRow,
  Notice,
  NumberedSteps,
  ProgressBar,
  Section as KitSection,
  SegmentedControl,
  SignInPrompt,
  Skeleton,
  SkeletonRow,
  SkeletonText,
  Stepper,
  SummaryList,
  Tabs,
} from '../display/index.ts';
import { PasswordChecklist } from '../forms/index.ts';
import { BottomSheet, ConfirmActions, Modal } from '../overlays/index.ts';
import { POSTERS } from './art.ts';
import { FormsSection } from './FormsSection.tsx';
import { ODDS_FORMATS, type OddsFormat } from './Samples.tsx';

const { AreaLayout } = createArea({
  namespace: 'casino',
  localesBase: '/locales/',
  build: 'gallery',
  nav: [
    { to: '/casino', key: 'lobby' },
    { to: '/game/history', key: 'history' },
  ],
});

/** The moment the countdowns count to: fixed from the page's load, so a screenshot is stable. */
const LOADED_AT = Date.now();

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery__section" id={id} aria-labelledby={`${id}-title`} data-gallery-section={id}>
      <h2 className="gallery__heading" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="gallery__row">{children}</div>;
}

const SWATCHES = [
  ['bg', '--color-bg'],
  ['surface', '--color-surface'],
  ['surface 2', '--color-surface-2'],
  ['surface 3', '--color-surface-3'],
  ['text', '--color-text'],
  ['muted', '--color-text-muted'],
  ['primary', '--color-primary'],
  ['link', '--color-link'],
  ['accent', '--color-accent'],
  ['success', '--color-success'],
  ['warning', '--color-warning'],
  ['danger', '--color-danger'],
  ['info', '--color-info'],
  ['border', '--color-border-strong'],
] as const;

function Toolbar() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<'light' | 'dark'>(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const chooseTheme = (next: 'light' | 'dark') => {
    setTheme(next);
    document.documentElement.dataset.theme = next;
    const url = new URL(window.location.href);
    url.searchParams.set('theme', next);
    window.history.replaceState(null, '', url);
  };
  return (
    <header className="gallery__toolbar">
      <div>
        <p className="page__area">@app/ui</p>
        <h1 className="page__title">UI kit</h1>
      </div>
      <div className="gallery__controls">
        <SegmentedControl
          label={t('header.theme')}
          value={theme}
          onChange={chooseTheme}
          options={[
            { value: 'light', label: t('header.lightTheme') },
            { value: 'dark', label: t('header.darkTheme') },
          ]}
        />
        <label className="app-header__language">
          <span className="visually-hidden">{t('header.language')}</span>
          <span className="app-header__language-code" aria-hidden="true">
            {i18n.language}
          </span>
          <select className="app-header__select" value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}

function OverlaysSection() {
  const [open, setOpen] = useState<'modal' | 'sheet' | null>(null);
  const close = () => setOpen(null);
  return (
    <Section id="overlays" title="Modal and bottom sheet">
      <Row>
        <Button variant="secondary" onClick={() => setOpen('modal')}>
          Open modal
        </Button>
        <Button variant="secondary" onClick={() => setOpen('sheet')}>
          Open bottom sheet
        </Button>
      </Row>
      <Modal
        open={open === 'modal'}
        onClose={close}
        title="Confirm withdrawal"
        description="Send $250.00 to the bank card ending 4821? It usually arrives within one working day."
        actions={<ConfirmActions confirmLabel="Confirm" cancelLabel="Cancel" onConfirm={close} onCancel={close} />}
      />
      <BottomSheet open={open === 'sheet'} onClose={close} title="Bet slip" description="2 selections">
        <List inset={false}>
          <ListRow title="Arsenal to win" subtitle="Arsenal v Chelsea · Match result" trailing="2.10" />
          <ListRow title="Over 2.5 goals" subtitle="Arsenal v Chelsea · Total goals" trailing="1.85" />
        </List>
        <Button block onClick={close}>
          Place bet · <Money amount="10" currency="USD" />
        </Button>
      </BottomSheet>
    </Section>
  );
}

function InfiniteListDemo() {
  const [items, setItems] = useState(() => Array.from({ length: 3 }, (_, index) => index + 1));
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    setLoading(true);
    window.setTimeout(() => {
      setItems((list) => [...list, ...Array.from({ length: 3 }, (_, index) => list.length + index + 1)]);
      setLoading(false);
    }, 600);
  };
  return (
    <InfiniteList
      label="Transactions"
      items={items}
      itemKey={(item) => item}
      hasMore={items.length < 9}
      loading={loading}
      onLoadMore={loadMore}
      renderItem={(item) => (
        <div className="list-row__body">
          <span className="list-row__leading">
            <Landmark aria-hidden="true" />
          </span>
          <span className="list-row__text">
            <span className="list-row__title">Deposit #{1000 + item}</span>
            <span className="list-row__subtitle">Bank transfer</span>
          </span>
          <span className="list-row__trailing">
            <Money amount={String(item * 25)} currency="USD" signed />
          </span>
        </div>
      )}
    />
  );
}

export function Gallery() {
  const [odds, setOdds] = useState<OddsFormat>('decimal');
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('week');
  return (
    <main className="gallery">
      <Toolbar />

      <Section id="colours" title="Colours">
        <div className="gallery__swatches">
          {SWATCHES.map(([name, token]) => (
            <div key={token} className="gallery__swatch">
              <span className="gallery__chip" style={{ background: `var(${token})` }} />
              <span>{name}</span>
            </div>
          ))}
        </div>
        <div className="gallery__type">
          <p style={{ fontSize: 'var(--font-size-2xl)', fontWeight: 800, margin: 0 }}>Jackpot 2xl</p>
          <p style={{ fontSize: 'var(--font-size-xl)', fontWeight: 750, margin: 0 }}>Live tables xl</p>
          <p style={{ fontSize: 'var(--font-size-lg)', fontWeight: 650, margin: 0 }}>Top games lg</p>
          <p style={{ margin: 0 }}>Body text md: spin, win, withdraw.</p>
          <p style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)', margin: 0 }}>Muted sm: terms apply.</p>
        </div>
      </Section>

      <Section id="buttons" title="Buttons">
        <Row>
          <Button>Deposit</Button>
          <Button variant="secondary">Withdraw</Button>
          <Button variant="ghost">Details</Button>
          <Button variant="danger">Close account</Button>
        </Row>
        <Row>
          <Button size="small">Small</Button>
          <Button size="small" variant="secondary">
            Small
          </Button>
          <Button busy>Sending</Button>
          <Button disabled>Disabled</Button>
        </Row>
        <Button block>
          <Zap aria-hidden="true" />
          Play now
        </Button>
      </Section>

      <Section id="money" title="Money">
        <List>
          <ListRow title="US dollar" subtitle="en" trailing={<Money amount="1234567.5" currency="USD" locale="en" />} />
          <ListRow title="Vietnamese đồng" subtitle="vi · 0 decimals" trailing={<Money amount="25400000" currency="VND" locale="vi" />} />
          <ListRow title="Indian rupee" subtitle="hi · lakh grouping" trailing={<Money amount="1234567.5" currency="INR" locale="hi" />} />
          <ListRow title="Turkish lira" subtitle="tr" trailing={<Money amount="1234.5" currency="TRY" locale="tr" />} />
          <ListRow
            title="Real, as code"
            subtitle="pt · display code"
            trailing={<Money amount="99.9" currency="BRL" locale="pt" display="code" />}
          />
          <ListRow title="Winnings" subtitle="signed" trailing={<Money amount="42" currency="EUR" signed />} />
        </List>
      </Section>

      <Section id="badges" title="Badges">
        <Row>
          <Badge>Neutral</Badge>
          <Badge tone="primary">New</Badge>
          <Badge tone="accent" icon={<Crown aria-hidden="true" />}>
            VIP 3
          </Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Rejected</Badge>
          <Badge tone="info">Info</Badge>
        </Row>
        <Row>
          <Badge tone="danger" solid icon={<Flame aria-hidden="true" />}>
            Live
          </Badge>
          <Badge tone="primary" solid>
            Hot
          </Badge>
          <Badge tone="accent" solid>
            Jackpot
          </Badge>
          <Badge tone="success" solid>
            Won
          </Badge>
        </Row>
      </Section>

      <Section id="navigation" title="Tabs and segmented control">
        <Tabs
          label="Game types"
          items={[
            { id: 'slots', label: 'Slots', panel: <p className="gallery__note">Slot games appear here.</p> },
            { id: 'live', label: 'Live casino', panel: <p className="gallery__note">Live tables appear here.</p> },
            { id: 'originals', label: 'Originals', panel: <p className="gallery__note">Our own games appear here.</p> },
            { id: 'soon', label: 'Soon', disabled: true, panel: null },
          ]}
        />
        <SegmentedControl label="Odds format" value={odds} onChange={setOdds} options={ODDS_FORMATS} />
        <SegmentedControl
          label="Period"
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month', disabled: true },
          ]}
        />
      </Section>

      <Section id="area" title="Area layout">
        <MemoryRouter initialEntries={['/casino']}>
          <AreaLayout titleKey="pages.casino" />
        </MemoryRouter>
      </Section>

      <Section id="lists" title="List rows">
        <List label="Account">
          <ListRow
            title="Deposit"
            subtitle="Cards, bank transfer, e-wallets"
            leading={<CreditCard aria-hidden="true" />}
            onClick={() => undefined}
          />
          <ListRow
            title="Verification"
            subtitle="Level 2 of 3"
            leading={<ShieldCheck aria-hidden="true" />}
            trailing={<Badge tone="success">Verified</Badge>}
            href="#lists"
          />
          <ListRow
            title="Notifications"
            leading={<Bell aria-hidden="true" />}
            trailing={<Badge tone="primary">3</Badge>}
            onClick={() => undefined}
          />
          <ListRow
            title="Balance"
            subtitle="Cash and bonus"
            leading={<Landmark aria-hidden="true" />}
            trailing={<Money amount="1250.75" currency="USD" />}
          />
          <ListRow
            title="Limits"
            subtitle="Not available in your region"
            leading={<Gamepad2 aria-hidden="true" />}
            onClick={() => undefined}
            disabled
          />
        </List>
      </Section>

      <Section id="cards" title="Cards">
        <Card
          tone="brand"
          elevation={2}
          title="Welcome bonus"
          subtitle="100% up to $500 on your first deposit"
          action={
            <Badge tone="accent" solid icon={<Sparkles aria-hidden="true" />}>
              New
            </Badge>
          }
        >
          <Button variant="secondary" size="small">
            Claim
          </Button>
        </Card>
        <div className="gallery__tiles">
          {(
            [
              ['reef', 'Reef Riches', 'Coral Studios'],
              ['dragon', 'Dragon Vault', 'Eastwind'],
              ['gold', 'Gold Rush', 'Big Top'],
              ['aviator', 'Sky High', 'Originals'],
            ] as const
          ).map(([art, name, studio]) => (
            <Card
              key={art}
              as="article"
              headingLevel={3}
              title={name}
              subtitle={studio}
              media={<LazyImage src={POSTERS[art]} alt="" width={300} height={400} radius="none" eager />}
            />
          ))}
        </div>
        <Card elevation={1} title="Resting" subtitle="Elevation 1">
          Everyday content.
        </Card>
        <Card elevation={3} title="Floating" subtitle="Elevation 3">
          Content above the page.
        </Card>
      </Section>

      <Section id="progress" title="Progress and steps">
        <ProgressBar label="VIP 3 → VIP 4" value={1200} max={5000} valueText="1,200 / 5,000 XP" tone="accent" />
        <ProgressBar label="Wagering" value={65} tone="primary" />
        <ProgressBar label="Deposit limit used" value={92} tone="danger" />
        <ProgressBar label="Withdrawal" value={100} tone="success" compact />
        <Stepper label="Verification" steps={['Email', 'Profile', 'Identity']} current={1} />
        <Stepper label="Withdrawal" steps={['Requested', 'Review', 'Sent', 'Done']} current={3} />
      </Section>

      <Section id="countdown" title="Countdown">
        <Countdown endsAt={LOADED_AT + (((1 * 24 + 4) * 60 + 31) * 60 + 12) * 1000} label="Tournament ends in" />
        <Countdown endsAt={LOADED_AT + ((2 * 60 + 5) * 60 + 9) * 1000} label="Offer ends in" hideZeroDays />
        <Countdown endsAt={LOADED_AT - 1000} label="Ended" hideZeroDays />
      </Section>

      <Section id="loading" title="Loading">
        <Row>
          <div className="gallery__spinner">
            <Spinner label="Loading" />
          </div>
          <div className="gallery__spinner">
            <Spinner label="Loading" type="loading2" />
          </div>
        </Row>
        <div className="surface-card surface-card--e1">
          <div className="surface-card__body">
            <Skeleton variant="rect" height="7rem" />
            <SkeletonText lines={3} />
          </div>
        </div>
        <div className="list list--inset">
          <div className="list-row">
            <div className="list-row__body">
              <SkeletonRow />
            </div>
          </div>
          <div className="list-row">
            <div className="list-row__body">
              <SkeletonRow />
            </div>
          </div>
        </div>
      </Section>

      <Section id="states" title="Empty and error states">
        <div className="surface-card surface-card--e1">
          <EmptyState action={<Button size="small">Browse games</Button>} />
        </div>
        <div className="surface-card surface-card--e1">
          <ErrorState onRetry={() => new Promise((resolve) => window.setTimeout(resolve, 800))} />
        </div>
      </Section>

      <Section id="notices" title="Notices, sections and summaries">
        <Notice title="Verify your identity" action={<Button size="small">Verify now</Button>}>
          Withdrawals need identity level 2.
        </Notice>
        <Notice tone="success" title="Reward paid">
          The cash is in your balance.
        </Notice>
        <Notice tone="warning" title="Deposit first">
          Add money to play for real.
        </Notice>
        <Notice tone="danger" title="Time-out active">
          You can play again tomorrow.
        </Notice>
        <MemoryRouter initialEntries={['/casino']}>
          <SignInPrompt text="Sign in to see your bets." signInLabel="Sign in" signUpLabel="Create account" />
        </MemoryRouter>
        <KitSection title="Your withdrawal" lead="It arrives within a day." action={<Button size="small">Change</Button>}>
          <SummaryList
            label="Your withdrawal"
            items={[
              { label: 'Amount', value: <Money amount="100" currency="USD" /> },
              { label: 'Fee', value: <Money amount="1.5" currency="USD" /> },
              { label: 'You receive', value: <Money amount="98.5" currency="USD" />, strong: true },
            ]}
          />
        </KitSection>
        <PasswordChecklist
          checks={[
            { rule: 'minCharacters', required: 8, met: true },
            { rule: 'minDigits', required: 1, met: false },
          ]}
          texts={{
            label: 'Password rules',
            rule: (check) => (check.rule === 'minDigits' ? `At least ${check.required} digit` : `At least ${check.required} characters`),
            met: 'met',
            notMet: 'not met yet',
          }}
        />
      </Section>

      <Section id="images" title="Lazy images">
        <div className="gallery__tiles">
          <LazyImage src={POSTERS.reef} alt="Reef Riches" width={300} height={400} eager />
          <LazyImage src="/missing-image.webp" alt="Dragon Vault" width={300} height={400} eager />
        </div>
      </Section>

      <OverlaysSection />

      <FormsSection />

      <Section id="stacks" title="Stacked cards, steps and bonus lots">
        <ul className="stack-list">
          <li className="stack-card">A card in a stacked list.</li>
          <li className="stack-card stack-card--tight">A tighter one.</li>
        </ul>
        <div className="pair-grid">
          <p className="stack-tile">
            <span>To your cash</span>
            <strong>$2.50</strong>
          </p>
          <p className="stack-tile">
            <span>To your bonus</span>
            <strong>$2.50</strong>
          </p>
        </div>
        <NumberedSteps
          steps={[
            { id: 'ask', title: 'Ask for an amount', text: 'Choose how much and where it goes.' },
            { id: 'check', title: 'We check it', text: 'Usually within a few hours.' },
            { id: 'paid', title: 'You are paid', text: 'Follow every step.' },
          ]}
        />
        <Row>
          <span className="step-mark step-mark--done">
            <Check aria-hidden="true" />
          </span>
          <span className="step-mark step-mark--current">2</span>
          <span className="step-mark">3</span>
          <span className="step-mark step-mark--small step-mark--done">
            <Check aria-hidden="true" />
          </span>
          <span className="step-mark step-mark--small">5</span>
        </Row>
        <BonusLotList label="Your bonuses">
          <BonusLotCard
            name="$20.00 bonus"
            state="wagering"
            stateLabel="Wagering"
            expiry="Expires 12 Jan 2030, 12:00 (in 11 days)"
            forfeitLabel="Forfeit"
            onForfeit={() => undefined}
          >
            <ProgressBar compact label="Wagering of the $20.00 bonus" value={35} tone="accent" valueText="$210.00 of $600.00" />
          </BonusLotCard>
          <BonusLotCard
            name="$10.00 bonus"
            state="completed"
            stateLabel="Completed"
            expiry={null}
            forfeitLabel="Forfeit"
            onForfeit={() => undefined}
          >
            <ProgressBar compact label="Wagering of the $10.00 bonus" value={100} tone="success" valueText="$300.00 of $300.00" />
          </BonusLotCard>
        </BonusLotList>
        <InlineError>The bonus could not be forfeited. Try again.</InlineError>
      </Section>

      {/* Last on the page: pages it loads as it is scrolled to move nothing below it. */}
      <Section id="infinite" title="Infinite list">
        <InfiniteListDemo />
      </Section>
    </main>
  );
}
