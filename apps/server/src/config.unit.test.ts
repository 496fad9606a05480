import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('where the embedded database lives', () => {
  const root = '/srv/portal';

  it('is data/ under the repository unless DATA_DIR names another place', () => {
    expect(readConfig({}, root).database).toEqual({ dataDir: '/srv/portal/data' });
    expect(readConfig({ DATA_DIR: '/var/lib/portal' }, root).database).toEqual({ dataDir: '/var/lib/portal' });
    expect(readConfig({ DATA_DIR: 'local-db' }, root).database).toEqual({ dataDir: '/srv/portal/local-db' });
  });

  it('treats an empty DATA_DIR as unset, never writing the database into the repository root', () => {
    expect(readConfig({ DATA_DIR: '' }, root).database).toEqual({ dataDir: '/srv/portal/data' });
    expect(readConfig({ DATA_DIR: '', DATABASE_URL: '' }, root).database).toEqual({ dataDir: '/srv/portal/data' });
  });

  it('is not used when DATABASE_URL names a server', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal', DATA_DIR: '' }, root).database).toEqual({ url: 'postgres://db/portal' });
  });
});
