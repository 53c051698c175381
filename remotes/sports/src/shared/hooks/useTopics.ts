import { useEffect, useRef } from 'react';
import { subscribeTopic } from '@app/api';

/**
 * Follows the topics over the host's socket while the component is shown (the same list keeps the
 * same subscriptions). When the list changes, the new topics are followed before the old ones are
 * left: a topic in both is never dropped, and the host's socket, which a visitor holds only while
 * some topic is wanted, is not closed and opened again between the two.
 */
export function useTopics(topics: readonly string[]): void {
  const key = [...new Set(topics)].sort().join(' ');
  const held = useRef(new Map<string, () => void>());
  useEffect(() => {
    const wanted = new Set(key ? key.split(' ') : []);
    const current = held.current;
    for (const topic of wanted) if (!current.has(topic)) current.set(topic, subscribeTopic(topic));
    for (const [topic, stop] of current) {
      if (wanted.has(topic)) continue;
      stop();
      current.delete(topic);
    }
  }, [key]);
  useEffect(() => {
    const current = held.current;
    return () => {
      for (const stop of current.values()) stop();
      current.clear();
    };
  }, []);
}
