// npm run backup [-- <file>]: a backup of the database the server is configured with.
import { backupDatabase, defaultBackupFile, describeTarget } from './backup.ts';
import { formatSize, operatorPath } from './backup-file.ts';
import { CommandError, runCommand } from './command-error.ts';
import { configuredTarget } from './target-from-config.ts';

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) throw new CommandError('Usage: npm run backup [-- <file>]');
  const target = configuredTarget();
  const file = args[0] ? operatorPath(args[0]) : defaultBackupFile(target, operatorPath('.'));
  const size = await backupDatabase(target, file);
  console.log(`Backed up ${describeTarget(target)} to ${file} (${formatSize(size)}).`);
});
