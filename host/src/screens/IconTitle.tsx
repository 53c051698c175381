import type { ComponentType, ReactNode } from 'react';

/** A notice dialog's title: its icon in a tinted tile (the `iconClass` gives the tile its look), then the words. */
export function IconTitle({ icon: Icon, iconClass, children }: { icon: ComponentType; iconClass: string; children: ReactNode }) {
  return (
    <>
      <span className={iconClass} aria-hidden="true">
        <Icon />
      </span>
      {children}
    </>
  );
}
