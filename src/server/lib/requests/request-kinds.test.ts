import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FORM_KINDS as FORM_PAGE_KINDS } from '../../../shared/api/calls/requests.ts';
import { REQUEST_KINDS } from '../../../shared/api/calls/review.ts';
import { REQUEST_FORM_KINDS } from '../../../shared/forms/request-kinds.ts';
import type { Database } from '../../db/database.ts';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';
import { KIND_OF_FORM, KIND_TABLE } from './request-kinds.ts';

describe('request kinds', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => db.close());

  it('gives each form page the kind its form sends, every stored kind once', () => {
    expect(Object.keys(KIND_OF_FORM).sort()).toEqual([...FORM_PAGE_KINDS].sort());
    for (const page of FORM_PAGE_KINDS) expect(KIND_OF_FORM[page], page).toBe(REQUEST_FORM_KINDS[page].kind);
    expect(Object.values(KIND_OF_FORM).sort()).toEqual([...REQUEST_KINDS].sort());
  });

  it('names for each kind a catalogue table with an integer id, and the kinds are the ones the requests table takes', async () => {
    for (const kind of REQUEST_KINDS) {
      const [column] = await db.query<{ data_type: string }>(
        `SELECT data_type FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
        [KIND_TABLE[kind]],
      );
      expect(column?.data_type, kind).toBe('integer');
    }
    const [constraint] = await db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = 'requests'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%kind%'`,
    );
    for (const kind of REQUEST_KINDS) expect(constraint?.definition, kind).toContain(`'${kind}'`);
  });
});
