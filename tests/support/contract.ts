// Every API response a test receives, checked against the document the API serves (decision 060): the status is
// one the operation lists, the body is valid against that status's schema, its documented headers are there.
import { gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Api } from '@/server/api/app';

// ajv-formats is CommonJS; its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
type Schema = Json;
interface Reference {
  $ref?: string;
}
export interface Parameter extends Reference {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface MediaType {
  schema?: Schema;
}
interface Header extends Reference {
  required?: boolean;
  schema?: Schema;
}
interface ResponseObject extends Reference {
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
}
export interface OperationObject {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: Reference & { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const DOCUMENT_PATH = '/api/schema/';
const DOC_ID = 'https://contract.test/openapi.json';

/** One documented path: its template, the pattern its parameters' schemas give it, its operations by method. */
interface DocumentedPath {
  template: string;
  pattern: RegExp;
  /** How many literal segments: the router prefers `/chats/create/` to `/chats/{id}/`. */
  literals: number;
  operations: Map<string, OperationObject>;
}

export interface Answer {
  method: string;
  /** A path with its query, as the test asked for it (`/api/chats/1/?page=2`). */
  url: string;
  response: Response;
}

/** The served document, compiled: which operation a request reached, and what its answer may be. */
export class Contract {
  readonly paths: DocumentedPath[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.paths = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        pattern: pathPattern(template, item, this),
        literals: template.split('/').filter((s) => s && !s.startsWith('{')).length,
        operations: new Map(
          Object.entries(item)
            .filter(([method]) => METHODS.includes(method))
            .map(([method, op]) => [method.toUpperCase(), op]),
        ),
      }))
      .sort((a, b) => b.literals - a.literals);
    this.ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
    addFormats(this.ajv);
    // Schemas refer to `#/components/...`: the components are one schema the response schemas refer into.
    this.ajv.addSchema({ $id: DOC_ID, components: document.components ?? {} });
  }

  /** `{$ref}` followed to what it names in the document (components' responses, headers, parameters). */
  resolve<T extends Reference>(value: T): T {
    let current: Reference = value;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      const pointer = current.$ref.replace(/^#\//, '').split('/').map(unescapePointer);
      current = pointer.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], this.document) as Reference;
      if (!current) throw new Error(`the document's $ref ${value.$ref} names nothing`);
    }
    return current as T;
  }

  /** The documented paths a request path reaches, the router's choice (most literal) first. */
  match(path: string): DocumentedPath[] {
    return this.paths.filter((p) => p.pattern.test(path));
  }

  /** What is wrong with an answer, in words naming the operation; empty when the document allows it. */
  async problems({ method, url, response }: Answer): Promise<string[]> {
    const path = new URL(url, 'http://testserver').pathname;
    // The document describes every operation but itself.
    if (path === DOCUMENT_PATH && method === 'GET') {
      return response.status === 200 ? [] : [`GET ${DOCUMENT_PATH} answered ${response.status}`];
    }
    const refused = refusedPath(path);
    if (refused)
      return refused === response.status ? [] : [`${method} ${path} should be ${refused}, not ${response.status}`];
    const matched = this.match(path);
    const upper = method.toUpperCase();
    const lookup = upper === 'HEAD' ? 'GET' : upper;
    const reached = matched.find((p) => p.operations.has(lookup));
    const status = response.status;
    if (!reached) return this.routerProblems(upper, path, matched, response);
    const operation = reached.operations.get(lookup)!;
    const name = `${upper} ${reached.template}${operation.operationId ? ` (${operation.operationId})` : ''}`;
    const key = String(status);
    const responseKey = key in operation.responses ? key : `${key[0]}XX` in operation.responses ? `${key[0]}XX` : null;
    const described = responseKey ?? ('default' in operation.responses ? 'default' : null);
    if (!described) {
      return [
        `${name} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')}); body: ${await excerptOf(response)}`,
      ];
    }
    const documented = this.resolve(operation.responses[described]!);
    const problems = this.headerProblems(name, status, documented, response);
    if (upper !== 'HEAD')
      problems.push(
        ...(await this.bodyProblems(name, status, reached.template, lookup, described, documented, response)),
      );
    return problems;
  }

  /** Answers for no documented operation are the router's: 404 off the document's paths, 405 (or OPTIONS' 204)
   * with the path's exact `Allow` on them. */
  private async routerProblems(method: string, path: string, matched: DocumentedPath[], response: Response) {
    const status = response.status;
    // A bearer token no one signed is refused before routing, as DRF authenticates before it dispatches the method.
    if (status === 401 && (await refusedToken(response))) return [];
    if (!matched.length) {
      return status === 404
        ? await detailProblems(`${method} ${path} (no documented path)`, response)
        : [`${method} ${path} matches no path of the document, yet answered ${status}: ${await excerptOf(response)}`];
    }
    const name = `${method} ${matched[0]!.template}`;
    const methods = new Set(matched.flatMap((p) => [...p.operations.keys()]));
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    const allow = new Set(
      (response.headers.get('allow') ?? '')
        .split(',')
        .map((m) => m.trim().toUpperCase())
        .filter(Boolean),
    );
    const problems: string[] = [];
    const expected = method === 'OPTIONS' ? 204 : 405;
    if (status !== expected) {
      problems.push(
        `${name}: the document has no ${method} here, so the answer should be ${expected}, not ${status}: ${await excerptOf(response)}`,
      );
    } else if (method !== 'OPTIONS') {
      problems.push(...(await detailProblems(name, response)));
    }
    const missing = [...methods].filter((m) => !allow.has(m));
    const extra = [...allow].filter((m) => !methods.has(m));
    if (missing.length || extra.length) {
      problems.push(
        `${name} ${status}: Allow is "${response.headers.get('allow') ?? ''}", the document's methods are ${[...methods].join(', ')}`,
      );
    }
    return problems;
  }

  private headerProblems(name: string, status: number, documented: ResponseObject, response: Response): string[] {
    const problems: string[] = [];
    for (const [header, value] of Object.entries(documented.headers ?? {})) {
      const spec = this.resolve(value);
      const got = response.headers.get(header);
      if (got === null) {
        if (spec.required) problems.push(`${name} ${status}: the documented header ${header} is missing`);
        continue;
      }
      const type = spec.schema?.type;
      if ((type === 'integer' && !/^-?\d+$/.test(got)) || (type === 'number' && Number.isNaN(Number(got)))) {
        problems.push(`${name} ${status}: header ${header} is "${got}", the document says ${String(type)}`);
      }
    }
    return problems;
  }

  private async bodyProblems(
    name: string,
    status: number,
    template: string,
    method: string,
    described: string,
    documented: ResponseObject,
    response: Response,
  ): Promise<string[]> {
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const text = await bodyText(response);
    const content = documented.content ?? {};
    if (!Object.keys(content).length) {
      return text === '' ? [] : [`${name} ${status}: the document gives this answer no body, it has ${excerpt(text)}`];
    }
    const mediaType = Object.keys(content).find((m) => mediaMatches(m, type));
    if (!mediaType) {
      return [`${name} ${status}: content-type "${type}" is not the document's (${Object.keys(content).join(', ')})`];
    }
    const schema = content[mediaType]!.schema;
    if (!schema || !/json/.test(type)) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${name} ${status}: the body is not JSON: ${excerpt(text)}`];
    }
    const validate = this.validator(`${method} ${template} ${described} ${mediaType}`, schema);
    if (validate(body)) return [];
    const errors = this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
    return [`${name} ${status}: the body is off its schema: ${errors}; body: ${excerpt(text)}`];
  }

  /** Compiled once per document, on first use (most of the document's schemas are never met by one test file). */
  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOC_ID}#/`)) as Schema;
      validate = this.ajv.compile(rooted);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** A path template as a RegExp: each parameter matches what its schema allows (a pattern, an enum) in one segment. */
function pathPattern(template: string, item: Record<string, OperationObject>, contract: Contract): RegExp {
  const params = new Map<string, Schema | undefined>();
  for (const op of Object.values(item)) {
    for (const p of op.parameters ?? []) {
      const param = contract.resolve(p);
      if (param.in === 'path') params.set(param.name, param.schema);
    }
  }
  const source = template
    .split('/')
    .map((segment) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const schema = params.get(name);
      if (Array.isArray(schema?.enum)) {
        return `(?:${schema.enum.map((v) => String(v).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
      }
      if (typeof schema?.pattern === 'string') return `(?:${schema.pattern.replace(/^\^/, '').replace(/\$$/, '')})`;
      return '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** A path the router refuses before routing, whatever its template: 400 when it does not decode, 404 with a NUL. */
function refusedPath(path: string): number | undefined {
  try {
    return decodeURIComponent(path).includes('\u0000') ? 404 : undefined;
  } catch {
    return 400;
  }
}

const unescapePointer = (s: string) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~');

function mediaMatches(documented: string, actual: string): boolean {
  if (documented === '*/*' || documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

async function refusedToken(response: Response): Promise<boolean> {
  try {
    return (JSON.parse(await bodyText(response)) as { code?: unknown }).code === 'token_not_valid';
  } catch {
    return false;
  }
}

/** The router's own 404/405 bodies are DRF's `{"detail": "..."}`. */
async function detailProblems(name: string, response: Response): Promise<string[]> {
  const text = await bodyText(response);
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    if (typeof body.detail === 'string') return [];
  } catch {
    // reported below
  }
  return [`${name} ${response.status}: the router's answer should be {"detail": "..."}, it is ${excerpt(text)}`];
}

/** The body's text, read from a clone so the test still reads the response; gzip undone. */
async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

function excerpt(text: string): string {
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}…` : JSON.stringify(text);
}

async function excerptOf(response: Response): Promise<string> {
  return excerpt(await bodyText(response));
}

const contracts = new Map<string, Contract>();
const byApi = new WeakMap<Api, Promise<Contract>>();

/** The contract of an API: its served document, fetched once per app and compiled once per document text. */
export function contractOf(api: Api): Promise<Contract> {
  let contract = byApi.get(api);
  if (!contract) {
    contract = (async () => {
      const res = await api.request(`http://testserver${DOCUMENT_PATH}`);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`the API serves no document: ${res.status} ${text.slice(0, 200)}`);
      let compiled = contracts.get(text);
      if (!compiled) {
        compiled = new Contract(JSON.parse(text) as OpenApiDocument);
        contracts.set(text, compiled);
      }
      return compiled;
    })();
    byApi.set(api, contract);
  }
  return contract;
}

/** Fails (throws) when an answer is not what the served document says; every API test request goes through it. */
export async function expectContract(api: Api, answer: Answer): Promise<void> {
  const problems = await (await contractOf(api)).problems(answer);
  if (problems.length) {
    throw new Error(`The API broke its published contract:\n- ${problems.join('\n- ')}`);
  }
}
