/**
 * Once the demo payment provider's table (demopay_payments). The provider now keeps its own
 * migrations (server/simulators/demopay/migrations, run when it starts), which make the table on a
 * new database and adopt the one this step made on an earlier one. The step stays, doing nothing,
 * so that every database records the same platform steps and one that ran it still finds it
 * (docs/decisions/0008-simulators-own-their-tables.md).
 */
export async function up(): Promise<void> {}
