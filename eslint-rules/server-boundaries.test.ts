import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on imports planted in real server files: what
// `npm test` would say if someone wrote them.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${file}` });
  const house = ['house/server-boundaries', 'import-x/no-cycle', 'no-restricted-imports'];
  return result!.messages.filter((m) => house.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('the server house rules', () => {
  it('refuse an area reaching into another area past its index.ts', async () => {
    const found = await problems(
      'areas/billing/planted.ts',
      "import { recordAudit } from '../tenancy/audit/repo.ts';\nexport const x = recordAudit;\n",
    );
    expect(found).toEqual([
      expect.stringContaining('the billing area reaches the tenancy area only through areas/tenancy/index.ts'),
    ]);
  });

  it('let an area use another through its index.ts', async () => {
    expect(
      await problems(
        'areas/billing/planted.ts',
        "import { recordAudit } from '../tenancy/index.ts';\nexport const x = recordAudit;\n",
      ),
    ).toEqual([]);
  });

  it('refuse imports that run back up a floor', async () => {
    expect(
      await problems(
        'db/planted.ts',
        "import { requireCaller } from '../auth/caller.ts';\nexport const x = requireCaller;\n",
      ),
    ).toEqual([expect.stringContaining('db code must not import from auth/')]);
    expect(
      await problems(
        'areas/tenancy/planted.ts',
        "import { billingArea } from '../billing/index.ts';\nexport const x = billingArea;\n",
      ),
    ).toEqual([expect.stringContaining('tenancy code must not import from the billing area')]);
  });

  it('keep test code out of the product', async () => {
    expect(
      await problems(
        'areas/billing/planted.ts',
        "import { createTestApp } from '@portal/test-kit/test-app.ts';\nexport const x = createTestApp;\n",
      ),
    ).toEqual([expect.stringContaining('only tests import test code')]);
    expect(
      await problems(
        'areas/billing/planted.api.test.ts',
        "import { createTestApp } from '@portal/test-kit/test-app.ts';\nexport const x = createTestApp;\n",
      ),
    ).toEqual([]);
    expect(
      await problems('areas/billing/planted.ts', "import { x } from './planted.fixture.ts';\nexport const y = x;\n"),
    ).toEqual([expect.stringContaining('only tests import test code')]);
  });

  it('refuse an import cycle', async () => {
    // The engines import database.ts; database.ts importing an engine back closes a loop.
    const found = await problems(
      'db/database.ts',
      "import { openPglite } from './pglite.ts';\nexport const x = openPglite;\n",
    );
    expect(found.some((m) => /cycle/i.test(m))).toBe(true);
  });

  it('leave recordAudit the one writer of the audit log', async () => {
    const code = "import { auditLog } from '../../db/schema.ts';\nexport const x = auditLog;\n";
    expect(await problems('areas/billing/planted.ts', code)).toEqual([expect.stringContaining('recordAudit')]);
  });
});
