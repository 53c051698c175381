import { maintenanceStateSchema, type MaintenanceState } from '@app/contract';
import type { ControlNotice } from '../platform/bus.ts';
import type { OperatorSettings } from '../platform/operator-settings.ts';

const KEY = 'maintenance';
const OFF: MaintenanceState = { enabled: false, endTime: null };

/** The operator's maintenance flag and end time. Maintenance ends by itself at its end time. */
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
    return Date.parse(state.endTime) > now ? state.endTime : null;
  }

  /**
   * Whether a bus notice says the flag was written (on this instance or any other): the settings row
   * announces every write, so a listener can read the new state at once.
   */
  changedBy(notice: ControlNotice): boolean {
    return notice.type === 'invalidate' && notice.key === KEY;
  }

  async set(state: { enabled: true; endTime: string } | { enabled: false }): Promise<MaintenanceState> {
    const next: MaintenanceState = state.enabled ? { enabled: true, endTime: new Date(state.endTime).toISOString() } : OFF;
    await this.#settings.write(KEY, next);
    return next;
  }
}
