/**
 * The newest migration of index.ts's list, by itself: a database that has it is current, which the
 * readiness check and a start on a current database learn without loading the migrations (db/migrate.ts).
 * latest.test.ts fails when a migration is added to the list and not here.
 */
export const LATEST_MIGRATION = 'Migration20261202000100BookedRoomInEnglish';
