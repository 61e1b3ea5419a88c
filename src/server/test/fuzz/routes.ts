// The routes the app really answers, read from its own route tree rather than from the
// document, so a route added without a schema, hidden from the document or answered under a
// second spelling (HEAD, a trailing slash) is fuzzed as well.
import type { FastifyInstance } from 'fastify';
import { listOperations, type OpenApiDocument, type Operation } from './openapi';

export interface Route {
  method: string;
  /** As registered: /api/products/:handleOrId */
  url: string;
}

export interface RouteOperation extends Operation {
  /** False when the document describes no answer of this route: only a 5xx is then a failure. */
  documented: boolean;
}

/** Every method and URL of `app.printRoutes()`: one line per tree node, its segment and its methods. */
export function listRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const url = `${prefixes[depth - 1] ?? ''}${node[2]}`;
    prefixes.splice(depth, prefixes.length, url);
    // A node that only joins others is shown with "(-)".
    for (const method of (node[3] ?? '').split(', ').filter((m) => m && m !== '-')) routes.push({ method, url });
  }
  return routes;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * One operation per route: the document's, at the route's own spelling, where it describes
 * that method and path; otherwise the parameters of any documented method of that path (a
 * HEAD borrows its GET's), or bare string path parameters, with any JSON body for writes.
 */
export function routeOperations(routes: Route[], doc: OpenApiDocument): RouteOperation[] {
  const documented = listOperations(doc);
  return routes.map(({ method, url }) => {
    const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
    const samePath = documented.filter((op) => withoutTrailingSlash(op.path) === withoutTrailingSlash(path));
    const key = `${method} ${path}`;
    const own = samePath.find((op) => op.method === method);
    if (own) return { ...own, key, path, documented: true };
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const parameters =
      (samePath.find((op) => op.method === 'GET') ?? samePath[0])?.parameters ??
      names.map((name) => ({ in: 'path' as const, name, required: true, schema: { type: 'string' } }));
    const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
    return {
      key,
      method,
      path,
      parameters,
      ...(takesBody ? { body: { required: false, schema: {} } } : {}),
      responses: {},
      documented: false,
    };
  });
}
