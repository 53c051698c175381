import { useId, useState, type ReactNode } from 'react';
import { useRovingFocus } from './roving.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** What the tabs switch between, for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab (controlled); otherwise the first one to start with. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): only the selected tab is in the Tab order,
 * the arrow keys, Home and End move between tabs and select them, and each panel is labelled by
 * its tab. The selection indicator slides under the tabs.
 */
export function Tabs({ label, items, value, defaultValue, onChange, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items.find((item) => !item.disabled)?.id ?? '');
  const selected = value ?? own;
  const current = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    setOwn(item.id);
    if (item.id !== selected) onChange?.(item.id);
  };
  const roving = useRovingFocus({ count: items.length, current, isDisabled: (index) => Boolean(items[index]?.disabled), onMove: select });
  const panel = items[current];

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={roving.onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === current}
            aria-controls={item.panel === undefined ? undefined : `${baseId}-panel-${item.id}`}
            disabled={item.disabled}
            className="tabs__tab"
            onClick={() => select(index)}
            {...roving.itemProps(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {panel && panel.panel !== undefined ? (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${panel.id}`}
          aria-labelledby={`${baseId}-tab-${panel.id}`}
          tabIndex={0}
        >
          {panel.panel}
        </div>
      ) : null}
    </div>
  );
}
