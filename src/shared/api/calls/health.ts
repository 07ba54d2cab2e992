import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { errorBodySchema } from '../common.ts';

const databaseEngine = z.enum(['pglite', 'postgres']);

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
    output: z.object({
      status: z.literal('ok'),
      database: databaseEngine,
      seeded: z.boolean(),
    }),
    errors: [503],
    errorOutput: errorBodySchema
      .extend({ status: z.literal('error'), database: databaseEngine })
      .describe('The database cannot answer queries'),
  }),
  config: defineCall({
    id: 'getClientConfig',
    method: 'GET',
    path: '/api/config',
    encoding: 'none',
    tag: 'system',
    auth: 'public',
    summary: 'Settings the app needs at run time (the map tile address)',
    input: z.object({}),
    output: z.object({
      mapTileUrl: z.string().describe('Raster tile template with {z}/{x}/{y}'),
      mapOfflineTileUrl: z
        .string()
        .nullable()
        .describe('Tile template whose terms allow offline storage: a trip saved for offline use prefetches from it'),
    }),
  }),
} as const;
