import { readConfig } from '../config.ts';
import { CommandError, reason } from './command-error.ts';
import { backupTarget, type BackupTarget } from './backup.ts';

/** The database the server would use, from the same settings (DATABASE_URL, else DATA_DIR). */
export function configuredTarget(): BackupTarget {
  let database;
  try {
    database = readConfig().database;
  } catch (error) {
    throw new CommandError(`The configuration is not valid: ${reason(error)}.`);
  }
  return backupTarget(database);
}
