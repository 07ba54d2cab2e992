import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the import rules of DESIGN.md are enforced by lint', () => {
  it('rejects src/shared importing server code', async () => {
    const errors = await boundaryErrors(
      'src/shared/domain/x.ts',
      "import { createApp } from '../../server/app.ts';\nexport const y = createApp;\n",
    );
    expect(errors.join()).toContain('src/shared is the contract');
  });

  it('rejects the app importing the server', async () => {
    const errors = await boundaryErrors(
      'src/app/lib/x.ts',
      "import { loadConfig } from '../../server/config.ts';\nexport const y = loadConfig;\n",
    );
    expect(errors.join()).toContain('never imports server');
  });

  it('rejects one server feature importing another', async () => {
    const errors = await boundaryErrors(
      'src/server/features/places/x.ts',
      "import { registerEventsRoutes } from '../events/routes.ts';\nexport const y = registerEventsRoutes;\n",
    );
    expect(errors.join()).toContain('Server features never import one another');
  });

  it('rejects server lib importing a feature', async () => {
    const errors = await boundaryErrors(
      'src/server/lib/x.ts',
      "import { registerHealthRoutes } from '../features/health/routes.ts';\nexport const y = registerHealthRoutes;\n",
    );
    expect(errors.join()).toContain('below features');
  });

  it('allows a feature to import shared code and server lib', async () => {
    const errors = await boundaryErrors(
      'src/server/features/health/x.ts',
      "import { ApiError } from '../../lib/http/api-error.ts';\nimport { LOCALES } from '../../../shared/constants/locales.ts';\nexport const y = [ApiError, LOCALES];\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps IndexedDB inside src/app/offline: Dexie and its tables are reached through its functions and hooks', async () => {
    const restricted = async (filePath: string, code: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => m.message);
    const liveQuery = "import { useLiveQuery } from 'dexie-react-hooks';\nexport const y = useLiveQuery;\n";
    const tables = "import { localDb } from '../../offline/local-db.ts';\nexport const y = localDb;\n";
    expect((await restricted('src/app/features/trips/x.ts', liveQuery)).join()).toContain(
      'Only src/app/offline touches IndexedDB',
    );
    expect((await restricted('src/app/ui/sync/x.tsx', tables)).join()).toContain(
      'Only src/app/offline queries the tables',
    );
    expect((await restricted('src/sw/x.ts', "import Dexie from 'dexie';\nexport const y = Dexie;\n")).join()).toContain(
      'Only src/app/offline touches IndexedDB',
    );
    expect(await restricted('src/app/offline/x.ts', liveQuery)).toEqual([]);
    expect(
      await restricted('src/app/offline/x.ts', "import { localDb } from './local-db.ts';\nexport const y = localDb;\n"),
    ).toEqual([]);
  });

  it('keeps the contract schemas (and so zod) out of client code, types excepted', async () => {
    const [valueImport] = await eslint.lintText(
      "import { placesCalls } from '../../../shared/api/calls/places.ts';\nexport const y = placesCalls;\n",
      { filePath: 'src/app/features/catalogue/x.ts' },
    );
    expect(valueImport?.messages.map((m) => m.message).join()).toContain('pulls zod into the initial JavaScript');
    const [typeImport] = await eslint.lintText(
      "import type { placesCalls } from '../../../shared/api/calls/places.ts';\nexport type Y = typeof placesCalls;\n",
      { filePath: 'src/app/features/catalogue/x.ts' },
    );
    expect(typeImport?.messages).toEqual([]);
  });
});
