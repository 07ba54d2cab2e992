import { z } from 'zod';
import type { CallDefinition } from '../../src/shared/api/define-call.ts';

/** The top-level input fields a call's schema names (query parameters or body fields). */
export function fieldNames(call: CallDefinition): string[] {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}
