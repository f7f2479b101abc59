import type { ImportStage } from '../db/schema';
import type { Database } from '../db/create-database';
import { AppError } from '../errors/app-error';

/** An import that has not beaten for this long belongs to a process that died. */
export const IMPORT_STALE_AFTER_MS = 2 * 60 * 1000;
/** Progress writes are throttled: the bar needs a few a second, not one per chunk. */
const PROGRESS_INTERVAL_MS = 250;

export const IMPORT_RUNNING = 'An import of your LinkedIn data is already running. Wait for it to finish, then try again.';

export interface ImportSlot {
  importId: string;
  /** Records the stage and progress (throttled within a stage); each write is a heartbeat. */
  progress(stage: ImportStage, share: number): void;
  /** Waits for the progress writes in flight. */
  settle(): Promise<void>;
  /** Gives the slot back after a failure: the row goes, the member's previous import stays. */
  release(): Promise<void>;
}

/**
 * Takes the member's one import slot: a 'processing' row that a partial unique index allows once
 * per member (a second import answers 409). A slot whose process died stops beating and is taken over.
 */
export async function claimImportSlot(database: Database, userId: string): Promise<ImportSlot> {
  const { db } = database;
  const insert = () =>
    db
      .insertInto('linkedin_imports')
      .values({ user_id: userId, status: 'processing', stage: 'receiving', progress: 0 })
      .onConflict((oc) => oc.column('user_id').where('status', '=', 'processing').doNothing())
      .returning('id')
      .executeTakeFirst();
  let row = await insert();
  if (!row) {
    const stale = await db
      .deleteFrom('linkedin_imports')
      .where('user_id', '=', userId)
      .where('status', '=', 'processing')
      .where('heartbeat_at', '<', new Date(Date.now() - IMPORT_STALE_AFTER_MS))
      .executeTakeFirst();
    if (stale.numDeletedRows > 0n) row = await insert();
  }
  if (!row) throw new AppError('CONFLICT', IMPORT_RUNNING);
  const importId = row.id;

  let writes: Promise<unknown> = Promise.resolve();
  let lastStage: ImportStage = 'receiving';
  let lastWrite = 0;
  return {
    importId,
    progress(stage, share) {
      const now = Date.now();
      if (stage === lastStage && now - lastWrite < PROGRESS_INTERVAL_MS && share < 1) return;
      lastStage = stage;
      lastWrite = now;
      const progress = Math.max(0, Math.min(1, share));
      // Chained, so writes land in order; a failed write only costs the bar one step.
      writes = writes.then(() =>
        db
          .updateTable('linkedin_imports')
          .set({ stage, progress, heartbeat_at: new Date() })
          .where('id', '=', importId)
          .where('status', '=', 'processing')
          .execute()
          .catch(() => undefined),
      );
    },
    settle: () => writes.then(() => undefined),
    async release() {
      await writes;
      await db.deleteFrom('linkedin_imports').where('id', '=', importId).where('status', '=', 'processing').execute();
    },
  };
}
