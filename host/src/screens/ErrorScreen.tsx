import type { FallbackProps } from 'react-error-boundary';

export function ErrorScreen({ error }: FallbackProps) {
  return <div role="alert">{error instanceof Error ? error.message : 'Unknown error'}</div>;
}
