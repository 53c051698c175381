// The react-query keys of what the operator's live topics change: the back office's socket
// (realtime/OperatorSocket.tsx) marks them stale when a message says so, and the pages showing
// them read again. A page's own queries start with its key.

/** The withdrawal queue (operator.withdrawals). */
export const withdrawalsKey = ['withdrawals'] as const;
/** The identity documents' queue and a document (operator.kyc). */
export const documentsKey = ['documents'] as const;
/** The dashboard's figures and charts (operator.dashboard). */
export const dashboardKey = ['dashboard'] as const;
/** The releases: each area's versions, canary and health (operator.releases). */
export const releasesKey = ['releases'] as const;
/** Everything on one player's page (a withdrawal or a document of theirs decided). */
export const playerKey = (userId: string) => ['player', userId] as const;
/** The balance adjustments waiting for a second member. */
export const adjustmentsKey = ['adjustments', 'pending'] as const;
/** The sportsbook's events (no live topic: the page asks again every few seconds). */
export const sportsEventsKey = ['sports-events'] as const;
