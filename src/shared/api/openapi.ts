import { z } from 'zod';
import { CALL_TAGS } from './call-tags.ts';
import type { CallAuth, CallDefinition } from './define-call.ts';
import { errorBodySchema } from './common.ts';

type JsonSchema = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

/** The session token sign-in answers, sent as `Authorization: Bearer <accessToken>` (docs/decisions/015). */
const SESSION_TOKEN = 'sessionToken';
const SECURITY_SCHEMES = {
  [SESSION_TOKEN]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The accessToken of /api/auth/sign-in, /api/auth/sign-up or /api/auth/reset-password: 256 random bits, revocable by sign-out',
  },
};

/** Who may call, as OpenAPI says it: nobody needs a token, the token is needed, or either (the empty requirement). */
const SECURITY: Record<CallAuth, SecurityRequirement[]> = {
  public: [],
  session: [{ [SESSION_TOKEN]: [] }],
  optional: [{}, { [SESSION_TOKEN]: [] }],
};

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

/**
 * A record keyed by an enum (counts per category) has exactly those keys. zod writes that as `propertyNames` with the
 * keys `required`, which linters read as required properties nobody defined; `properties` says the same plainly.
 */
function recordWithKnownKeys({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void {
  if (!(zodSchema instanceof z.ZodRecord) || !(zodSchema.keyType instanceof z.ZodEnum)) return;
  const keys = zodSchema.keyType.options.map(String);
  const value = jsonSchema.additionalProperties;
  jsonSchema.properties = Object.fromEntries(keys.map((key) => [key, structuredClone(value)]));
  jsonSchema.required = keys;
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: recordWithKnownKeys,
  }) as JsonSchema;
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
  const callErrorContent = call.errorOutput
    ? { 'application/json': { schema: toSchema(call.errorOutput, 'output') } }
    : errorContent;
  for (const status of call.errors ?? []) {
    responses[status] = { description: STATUS_TEXT[status] ?? 'Error', content: callErrorContent };
  }
  const base: Record<string, unknown> = {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    security: SECURITY[call.auth],
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
      description:
        'Every call of the wine-tourism portal. Requests are validated with the same zod schemas the client uses.',
      // The portal's code and data carry no public licence.
      license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...new Set(calls.map((call) => call.tag))].sort().map((name) => ({ name, description: CALL_TAGS[name] })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
