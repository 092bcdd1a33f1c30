import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';

function schemaOf(schema: GenericSchema) {
  // Transformations (trim, lower-case) have no JSON Schema form; the shape is what matters here.
  return toJsonSchema(schema, { errorMode: 'ignore' });
}

function queryParameters(schema: GenericSchema) {
  const json = schemaOf(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
}

const ENVELOPE = {
  type: 'object',
  required: ['status', 'msg', 'data'],
  properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: {} },
};

/** The answer of a successful call: a file, a foreign API's shape, or the envelope with the entry's data. */
function successResponse(e: Endpoint) {
  if (e.file) return { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  if (e.foreign) return { description: 'Success (not an envelope)', content: { 'application/json': { schema: {} } } };
  const data = e.response ? schemaOf(e.response) : {};
  return { description: 'Success', content: { 'application/json': { schema: { ...ENVELOPE, properties: { ...ENVELOPE.properties, data } } } } };
}

function operation(e: Endpoint) {
  const pathParams = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  return {
    summary: e.summary,
    tags: [e.path.split('/')[2] === 'admin' ? 'admin' : 'general'],
    security: e.access === 'public' ? [] : [{ token: [] }],
    'x-access': e.access,
    parameters: [...pathParams, ...(e.query ? queryParameters(e.query) : [])],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(e.body) } } } } : {}),
    ...(e.multipartField
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { [e.multipartField]: { type: 'string', format: 'binary' } } } } } } }
      : {}),
    responses: {
      '200': successResponse(e),
      '4XX': { description: 'Refused: msg says why', content: { 'application/json': { schema: ENVELOPE } } },
    },
  };
}

let cached: object | null = null;

/** The OpenAPI 3.1 document of every endpoint in the contract, built once per isolate. */
export function openApiDocument(): object {
  if (cached) return cached;
  const paths: Record<string, Record<string, object>> = {};
  for (const e of Object.values(ENDPOINTS) as Endpoint[]) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(e) };
  }
  cached = {
    openapi: '3.1.0',
    info: { title: 'HOJ Edge API', version: '1', description: 'Every answer is a {status, msg, data} envelope.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
  return cached;
}
