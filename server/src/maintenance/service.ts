import { maintenanceStateSchema, type MaintenanceState } from '@app/contract';
import type { ControlNotice } from '../platform/bus.ts';
import type { OperatorSettings } from '../platform/operator-settings.ts';

const KEY = 'maintenance';
const OFF: MaintenanceState = { enabled: false, startTime: null, endTime: null };

/**
 * The operator's maintenance flag, its start (now or a later time) and end time. Maintenance starts
 * by itself at a scheduled start and ends by itself at its end time.
 */
export class MaintenanceStore {
  readonly #settings: OperatorSettings;

  constructor(settings: OperatorSettings) {
    this.#settings = settings;
  }

  /** The last row read and what it says (the row is checked once, not on every request that reads it). */
  #last: { raw: unknown; state: MaintenanceState } | undefined;

  async get(): Promise<MaintenanceState> {
    const raw = await this.#settings.read(KEY);
    if (raw === undefined || raw === null) return OFF;
    if (this.#last?.raw === raw) return this.#last.state;
    const parsed = maintenanceStateSchema.safeParse(raw);
    const state = parsed.success ? parsed.data : OFF;
    this.#last = { raw, state };
    return state;
  }

  /** The end time while maintenance is in force now, else null. */
  async activeUntil(now = Date.now()): Promise<string | null> {
    const state = await this.get();
    if (!state.enabled || !state.endTime) return null;
    if (state.startTime && Date.parse(state.startTime) > now) return null;
    return Date.parse(state.endTime) > now ? state.endTime : null;
  }

  /** Milliseconds until a scheduled maintenance starts, or null when none is ahead. */
  async startsIn(now = Date.now()): Promise<number | null> {
    const state = await this.get();
    if (!state.enabled || !state.startTime || !state.endTime) return null;
    const start = Date.parse(state.startTime);
    return start > now && Date.parse(state.endTime) > start ? start - now : null;
  }

  /**
   * Whether a bus notice says the flag was written (on this instance or any other): the settings row
   * announces every write, so a listener can read the new state at once.
   */
  changedBy(notice: ControlNotice): boolean {
    return notice.type === 'invalidate' && notice.key === KEY;
  }

  /** A start already past (or none) starts it at once: it is stored as no start. */
  async set(
    state: { enabled: true; startTime?: string | undefined; endTime: string } | { enabled: false },
    now = Date.now(),
  ): Promise<MaintenanceState> {
    const later = state.enabled && state.startTime !== undefined && Date.parse(state.startTime) > now;
    const next: MaintenanceState = state.enabled
      ? {
          enabled: true,
          startTime: later ? new Date(state.startTime!).toISOString() : null,
          endTime: new Date(state.endTime).toISOString(),
        }
      : OFF;
    await this.#settings.write(KEY, next);
    return next;
  }
}
