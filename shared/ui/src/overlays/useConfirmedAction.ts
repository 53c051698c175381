import { useState } from 'react';

/** An action that can fail or be cancelled: whether it runs, forgetting its last error, running it. */
export interface ConfirmableAction<Item> {
  pending: boolean;
  reset: () => void;
  /** Resolves to the answer once done (nothing when it did not run); an error is the action's to show. */
  run: (item: Item) => Promise<unknown>;
}

export interface ConfirmedAction<Item, Outcome> {
  /** What the player is asked about (the dialog is open), or null. */
  asked: Item | null;
  /** What the last confirmed action came to, or null. */
  done: Outcome | null;
  ask: (item: Item) => void;
  /** Closes the question, unless the action is running. */
  close: () => void;
  confirm: () => Promise<void>;
}

/**
 * An action the player confirms first (forfeit a bonus): the item asked about, and once it is done
 * what it came to (`outcomeOf`, read as the player confirmed). A failure leaves the question open
 * with the action's error.
 */
export function useConfirmedAction<Item, Outcome>(
  action: ConfirmableAction<Item>,
  outcomeOf: (item: Item) => Outcome,
): ConfirmedAction<Item, Outcome> {
  const [asked, setAsked] = useState<Item | null>(null);
  const [done, setDone] = useState<Outcome | null>(null);
  return {
    asked,
    done,
    ask: (item) => {
      action.reset();
      setDone(null);
      setAsked(item);
    },
    close: () => {
      if (action.pending) return;
      action.reset();
      setAsked(null);
    },
    confirm: async () => {
      if (asked === null) return;
      const outcome = outcomeOf(asked);
      try {
        if (await action.run(asked)) {
          setDone(outcome);
          setAsked(null);
        }
      } catch {
        // The action's error is shown with the question.
      }
    },
  };
}
