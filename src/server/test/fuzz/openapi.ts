// The OpenAPI document as the fuzzer reads it: every operation with its inputs, and a
// checker that says whether an answer is one the document promises for that operation.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** The JSON Schema subset zod's openapi-3.0 target writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface MediaTypes {
  [contentType: string]: { schema?: JsonSchema };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: MediaTypes };
        responses?: Record<string, { content?: MediaTypes }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** "GET /api/products/{handleOrId}" */
  key: string;
  method: string;
  /** The templated path, e.g. /api/products/{handleOrId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body, when the operation takes one. */
  body?: { required: boolean; schema: JsonSchema };
  /** Status (or "default") -> content type -> schema; an empty object means no body. */
  responses: Record<string, MediaTypes>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const json = op.requestBody?.content['application/json'];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(json ? { body: { required: op.requestBody?.required ?? false, schema: json.schema ?? {} } } : {}),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [status, r.content ?? {}]),
        ),
      });
    }
  }
  return operations;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Returns what is wrong with an answer (empty when nothing is): a status the operation
 * does not document, a content type it does not promise, or a JSON body the documented
 * schema rejects (with ajv's errors).
 */
export function createAnswerChecker(doc: OpenApiDocument) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
  const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
    addFormatsModule) as unknown as (a: Ajv) => Ajv;
  addFormats(ajv);
  // Component references ("#/components/schemas/X") resolve against the document itself.
  ajv.addSchema({ components: doc.components ?? {} }, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: JsonSchema) => {
    let validate = compiled.get(key);
    if (!validate) {
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
      ) as object;
      validate = ajv.compile(rebased);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (op: Operation, answer: Answer): string[] => {
    const problems: string[] = [];
    if (answer.statusCode >= 500) problems.push(`server error ${answer.statusCode}`);
    const status = String(answer.statusCode);
    const documented = op.responses[status] ?? op.responses.default;
    if (!documented) {
      problems.push(`status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`);
      return problems;
    }
    const contentTypes = Object.keys(documented);
    const header = answer.headers['content-type'];
    const contentType = String(header ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (contentTypes.length === 0) {
      if (answer.body.length > 0) problems.push(`status ${status} documents no body, got ${answer.body.length} bytes`);
      return problems;
    }
    if (!contentTypes.includes(contentType)) {
      problems.push(`content type "${String(header)}" is not one of ${contentTypes.join(', ')} for ${status}`);
      return problems;
    }
    if (contentType !== 'application/json') return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push('body is not JSON');
      return problems;
    }
    const validate = validator(`${op.key} ${status} ${contentType}`, documented[contentType]!.schema ?? {});
    if (!validate(body)) problems.push(`body does not match the ${status} schema: ${formatErrors(validate.errors)}`);
    return problems;
  };
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '/'} ${e.message ?? ''}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');
}

/**
 * The paths of every place in `schema` that takes text (or anything at all): properties, items
 * (as index 0) and every branch of a union, so a lone-surrogate probe can reach each one.
 */
export function stringFields(
  schema: JsonSchema,
  path: Array<string | number> = [],
  depth = 0,
): Array<Array<string | number>> {
  if (depth > 12) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = [schema.type ?? []].flat();
  const fields = branches.flatMap((branch) => stringFields(branch, path, depth + 1));
  const takesAnything = types.length === 0 && !branches.length && !schema.enum && !schema.properties && !schema.items;
  if (types.includes('string') || takesAnything) fields.push(path);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    fields.push(...stringFields(property, [...path, name], depth + 1));
  if (schema.items) fields.push(...stringFields(schema.items, [...path, 0], depth + 1));
  const seen = new Set<string>();
  return fields.filter((field) => !seen.has(JSON.stringify(field)) && seen.add(JSON.stringify(field)));
}
