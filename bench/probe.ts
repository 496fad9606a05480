import { openDatabase } from '../apps/server/src/db/client.ts'; export const x = openDatabase;
