import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../server/rest/openapi';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(openApiDocument as object, 'openapi');

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** Checks an answer of the REST API against the OpenAPI document: its status must be listed and its JSON body match. */
export async function expectMatchesSpec(method: string, path: string, response: Response): Promise<any> {
  const operation = (openApiDocument.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>)[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  const status = String(response.status);
  const declared = operation.responses[status];
  if (!declared) throw new Error(`${method.toUpperCase()} ${path} answered ${status}, which the OpenAPI document does not list`);
  if (!declared.content?.['application/json']) return null;
  const body = await response.json();
  const validate = ajv.getSchema(`openapi#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`);
  if (!validate) throw new Error(`No schema for ${method} ${path} ${status}`);
  if (!validate(body)) throw new Error(`${method.toUpperCase()} ${path} ${status} does not match the spec: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
  return body;
}
