import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../server/rest/openapi';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(openApiDocument as object, 'openapi');

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

interface Header {
  $ref?: string;
  required?: boolean;
  schema?: object;
}
interface DeclaredResponse {
  headers?: Record<string, Header>;
  content?: Record<string, unknown>;
}
type Operation = { responses: Record<string, DeclaredResponse> };

const components = openApiDocument.components as unknown as { headers: Record<string, Header> };
const headerOf = (declared: Header): Header => (declared.$ref ? components.headers[declared.$ref.split('/').pop()!] : declared);

/** Every (method, path, status) an answer was checked for, so that a test can ask which documented answers were never produced. */
export const seenAnswers = new Set<string>();

export const documentedAnswers = (): string[] =>
  Object.entries(openApiDocument.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`)),
  );

/**
 * Checks an answer of the REST API against the OpenAPI document: its status must be listed, its
 * content type one of the declared ones, its headers present when required and of their declared
 * form, and its JSON body must match. Returns the parsed body (JSON) or null.
 */
export async function expectMatchesSpec(method: string, path: string, response: Response): Promise<any> {
  const operation = (openApiDocument.paths as unknown as Record<string, Record<string, Operation>>)[path]?.[method];
  const name = `${method.toUpperCase()} ${path} ${response.status}`;
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  const status = String(response.status);
  const declared = operation.responses[status];
  if (!declared) throw new Error(`${method.toUpperCase()} ${path} answered ${status}, which the OpenAPI document does not list`);
  seenAnswers.add(`${method} ${path} ${status}`);

  for (const [header, declaration] of Object.entries(declared.headers ?? {})) {
    const { required, schema } = headerOf(declaration);
    const value = response.headers.get(header);
    if (value === null) {
      if (required) throw new Error(`${name} lacks the required header ${header}`);
      continue;
    }
    if (schema && !ajv.validate(schema, value)) throw new Error(`${name}: header ${header}: ${value} does not match ${JSON.stringify(schema)}`);
  }

  const mediaTypes = Object.keys(declared.content ?? {});
  const contentType = response.headers.get('content-type')?.split(';')[0].trim() ?? null;
  if (mediaTypes.length === 0) {
    if ((await response.arrayBuffer()).byteLength > 0) throw new Error(`${name} has a body the document does not declare`);
    return null;
  }
  if (!contentType || !mediaTypes.includes(contentType)) throw new Error(`${name} answered ${contentType}, the document declares ${mediaTypes.join(', ')}`);
  if (contentType !== 'application/json') return null;
  const body = await response.json();
  const validate = ajv.getSchema(`openapi#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`);
  if (!validate) throw new Error(`No schema for ${method} ${path} ${status}`);
  if (!validate(body)) throw new Error(`${name} does not match the spec: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
  return body;
}
