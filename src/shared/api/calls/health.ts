import { z } from 'zod';
import { defineCall } from '../define-call.ts';

export const healthCalls = {
  health: defineCall({
    id: 'health',
    method: 'GET',
    path: '/api/health',
    encoding: 'none',
    tag: 'system',
    auth: 'public',
    summary: 'Liveness and database reachability',
    input: z.object({}),
    output: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), seeded: z.boolean() }),
  }),
} as const;
