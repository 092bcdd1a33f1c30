import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trainingRegisters, trainings } from '../db/schema-trainings';

/** The drizzle reads and writes of the training area. */

export type TrainingRow = typeof trainings.$inferSelect;

export function findTrainingRow(db: Db, tid: number): Promise<TrainingRow | undefined> {
  return db.select().from(trainings).where(eq(trainings.id, tid)).get();
}

export async function isRegistered(db: Db, tid: number, uid: string): Promise<boolean> {
  const row = await db
    .select({ tid: trainingRegisters.tid })
    .from(trainingRegisters)
    .where(and(eq(trainingRegisters.tid, tid), eq(trainingRegisters.uid, uid)))
    .get();
  return row !== undefined;
}
