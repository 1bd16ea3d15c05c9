// The OpenAPI 3.1 description of the service, generated from the operation registry and the contract's zod schemas.
import { z } from 'zod';
import { errorPayloadSchema } from './errors';
import { countItemSchema, facetGroupSchema, nameValueSchema } from './programs/facets';
import { institutionItemSchema } from './institutions/institutions';
import { dataSourceSchema, metadataSchema } from './metadata';
import { programItemSchema } from './programs/programs';
import { operations, type OperationSpec, type ParameterSpec } from './operations';

const REF = '#/components/schemas/';

const statusText: Record<number, string> = {
  400: 'Bad input; Message says what, Segment names the path segment or parameter at fault.',
  401: 'Missing or wrong Bearer token.',
  404: 'Nothing has this id.',
  406: 'Accept allows neither JSON nor XML.',
  414: 'The URL is longer than 4,096 characters.',
  429: 'Over a rate limit; see Retry-After.',
  502: 'Gateway mode: the upstream service failed.',
  504: 'Gateway mode: the upstream service did not answer in time.',
};

function parameter(spec: ParameterSpec, where: 'path' | 'query') {
  return {
    name: spec.name,
    in: where,
    required: where === 'path',
    description: spec.description,
    schema: { type: spec.type },
  };
}

function operationObject(op: OperationSpec) {
  const body = (name: string) => ({
    'application/json': { schema: { $ref: `${REF}${name}` } },
    'application/xml': { schema: { $ref: `${REF}${name}` } },
  });
  const responses: Record<string, unknown> = {
    '200': {
      description: `${op.summary} (XML root element: ${op.xmlRoot}).`,
      content: body(op.responseName),
    },
  };
  for (const status of op.errors)
    responses[String(status)] = { description: statusText[status] ?? 'Error.', content: body('Error') };
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.extension ? `${op.description} Extension: ${op.extension}.` : op.description,
    parameters: [
      ...op.pathParams.map((p) => parameter(p, 'path')),
      ...op.queryParams.map((p) => parameter(p, 'query')),
    ],
    responses,
  };
}

/** The whole document; `serverUrl` is where the operations live (e.g. "/api"). */
export function openApiDocument(serverUrl: string, version: string) {
  const registry = z.registry<{ id: string }>();
  registry.add(errorPayloadSchema, { id: 'Error' });
  // Shared parts get their own names, so the answers refer to them instead of repeating them.
  const parts: Array<[z.ZodType, string]> = [
    [programItemSchema, 'ProgramItem'],
    [institutionItemSchema, 'InstitutionItem'],
    [countItemSchema, 'CountItem'],
    [facetGroupSchema, 'FacetGroup'],
    [nameValueSchema, 'NameValue'],
    [metadataSchema, 'Metadata'],
    [dataSourceSchema, 'DataSource'],
  ];
  for (const [schema, id] of parts) registry.add(schema, { id });
  for (const op of operations)
    if (!registry.has(op.response)) registry.add(op.response, { id: op.responseName });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    // The lenient readers (null -> [] / "") are transforms; the answers' own shapes are what is described.
    unrepresentable: 'any',
    uri: (id) => `${REF}${id}`,
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).$schema;
    delete (schema as Record<string, unknown>).$id;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Training Search service',
      version,
      description:
        'Education and training programs and schools in the United States, searched by keyword and place. The two search operations follow the CareerOneStop training API; the additions are marked.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths: Object.fromEntries(operations.map((op) => [op.path, { get: operationObject(op) }])),
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
