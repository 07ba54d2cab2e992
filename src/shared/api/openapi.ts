import { z } from 'zod';
import type { CallDefinition } from './define-call.ts';
import { errorBodySchema } from './common.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Sign-in required',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  422: 'Idempotency key reused with another payload',
  429: 'Too many requests',
  501: 'Validated, but not implemented yet',
  503: 'Service unavailable',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(input: z.ZodType): unknown[] {
  const schema = toSchema(input, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name) && property.default === undefined,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operation(call: CallDefinition): Record<string, unknown> {
  const errorContent = { 'application/json': { schema: toSchema(errorBodySchema, 'output') } };
  const responses: Record<string, unknown> = {
    200: { description: 'OK', content: { 'application/json': { schema: toSchema(call.output, 'output') } } },
    400: { description: 'Invalid request: `fields` names each bad field', content: errorContent },
  };
  const callErrorContent = call.errorOutput ? { 'application/json': { schema: toSchema(call.errorOutput, 'output') } } : errorContent;
  for (const status of call.errors ?? []) {
    responses[status] = { description: STATUS_TEXT[status] ?? 'Error', content: callErrorContent };
  }
  const base: Record<string, unknown> = {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    ...(call.auth === 'session' ? { security: [{ session: [] }] } : {}),
    responses,
  };
  if (call.encoding === 'query' || call.encoding === 'none') {
    return { ...base, parameters: call.encoding === 'query' ? queryParameters(call.input) : [] };
  }
  const mediaType = call.encoding === 'json' ? 'application/json' : 'multipart/form-data';
  return {
    ...base,
    requestBody: { required: true, content: { [mediaType]: { schema: toSchema(call.input, 'input') } } },
  };
}

/** The OpenAPI document, generated from the contract (never written by hand). */
export function buildOpenApiDocument(calls: readonly CallDefinition[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    const openApiPath = call.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vinařská mapa API',
      version: '1.0.0',
      description: 'Every call of the wine-tourism portal. Requests are validated with the same zod schemas the client uses.',
    },
    tags: [...new Set(calls.map((call) => call.tag))].sort().map((name) => ({ name })),
    paths,
  };
}
