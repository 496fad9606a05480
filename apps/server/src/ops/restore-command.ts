// npm run restore -- <file>: a backup into the configured database, which must be empty, then its newer migrations.
import { describeTarget, restoreDatabase } from './backup.ts';
import { operatorPath } from './backup-file.ts';
import { CommandError, runCommand } from './command-error.ts';
import { describeTables } from './database-tables.ts';
import { configuredTarget } from './target-from-config.ts';

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new CommandError('Usage: npm run restore -- <file>');
  const target = configuredTarget();
  const file = operatorPath(args[0]!);
  const { tables, migrationsApplied } = await restoreDatabase(target, file);
  const migrations =
    migrationsApplied === 0
      ? 'it was already up to date'
      : `${migrationsApplied} newer migration${migrationsApplied === 1 ? '' : 's'} applied`;
  console.log(`Restored ${file} into ${describeTarget(target)}: ${describeTables(tables)}; ${migrations}.`);
});
