import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { commonTexts, setupKitI18n } from '../testSetup.ts';
import { AreaBody, LoadingNote, SkeletonList, useAreaStyles } from './index.ts';

beforeAll(() => setupKitI18n('en'));
afterEach(async () => {
  document.head.querySelectorAll('style[id$="-area-styles"]').forEach((style) => style.remove());
  await i18n.changeLanguage('en');
});

describe('LoadingNote', () => {
  it.each(Object.keys(commonTexts) as (keyof typeof commonTexts)[])(
    'tells screen readers in %s that content is on its way',
    async (language) => {
      await i18n.changeLanguage(language);
      render(
        <I18nextProvider i18n={i18n}>
          <LoadingNote />
        </I18nextProvider>,
      );
      const note = screen.getByRole('status');
      expect(note).toHaveTextContent(commonTexts[language].ui.loading);
      expect(note).toHaveClass('visually-hidden');
    },
  );
});

describe('SkeletonList', () => {
  it('shows placeholder rows hidden from screen readers and announces the loading once', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <SkeletonList rows={2} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(commonTexts.en.ui.loading);
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li.list-row')).toHaveLength(2);
  });
});

describe('useAreaStyles', () => {
  function Page({ css }: { css: string }) {
    useAreaStyles('test-area-styles', css);
    return <p>A page</p>;
  }

  it('puts the area’s styles in the page once, however many of its pages are shown', () => {
    const first = render(<Page css=".test { color: red; }" />);
    render(<Page css=".test { color: red; }" />);
    const styles = document.head.querySelectorAll('style#test-area-styles');
    expect(styles).toHaveLength(1);
    expect(styles[0]).toHaveTextContent('.test { color: red; }');
    first.unmount();
    expect(document.getElementById('test-area-styles')).toBeInTheDocument();
  });

  it('keeps each area’s styles apart', () => {
    function Other() {
      useAreaStyles('other-area-styles', '.other { color: blue; }');
      return null;
    }
    render(
      <>
        <Page css=".test { color: red; }" />
        <Other />
      </>,
    );
    expect(document.getElementById('test-area-styles')).toHaveTextContent('.test');
    expect(document.getElementById('other-area-styles')).toHaveTextContent('.other');
  });
});

describe('AreaBody', () => {
  it("holds the page's parts under the area's own class, flush when asked", () => {
    const { rerender } = render(
      <AreaBody className="casino">
        <p>Part</p>
      </AreaBody>,
    );
    const body = screen.getByText('Part').parentElement;
    expect(body).toHaveClass('area-body', 'casino');
    expect(body).not.toHaveClass('area-body--flush');
    rerender(
      <AreaBody className="casino" flush>
        <p>Part</p>
      </AreaBody>,
    );
    expect(screen.getByText('Part').parentElement).toHaveClass('area-body', 'area-body--flush', 'casino');
  });
});
