import { useEffect } from 'react';
import { subscribeTopic } from '@app/api';

/** Follows the topics over the host's socket while the component is shown (the same list keeps the same subscriptions). */
export function useTopics(topics: readonly string[]): void {
  const key = [...new Set(topics)].sort().join(' ');
  useEffect(() => {
    if (!key) return undefined;
    const stops = key.split(' ').map((topic) => subscribeTopic(topic));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
}
