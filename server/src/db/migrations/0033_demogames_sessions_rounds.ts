/**
 * Once the demo game provider's tables (demogames_sessions, demogames_rounds). The provider now
 * keeps its own migrations (server/simulators/demogames/migrations, run when it starts), which make
 * the tables on a new database and adopt the ones this step made on an earlier one. The step stays,
 * doing nothing, so that every database records the same platform steps and one that ran it still
 * finds it (docs/decisions/0008-simulators-own-their-tables.md).
 */
export async function up(): Promise<void> {}
