import { useState } from 'react';
import '../catalogue.css';

/** A provider's logo, or its initials on a tinted square when it has none (or it fails to load). */
export function ProviderLogo({ name, logoUrl, size = 'small' }: { name: string; logoUrl: string | null; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={`provider-logo provider-logo--${size}`} aria-hidden="true">
      {logoUrl && !failed ? <img src={logoUrl} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(true)} /> : initials}
    </span>
  );
}
