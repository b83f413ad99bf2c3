// Swagger UI for /api/schema/, served from the swagger-ui-dist package (no CDN: the machine may be offline).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRouter } from '../../api/create-app';
import { ApiError } from '../../api/errors';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/schema/', dom_id: '#swagger-ui', deepLinking: true });
});`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal API docs</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body></html>`;

function assetDir(): string {
  return path.join(process.cwd(), 'node_modules', 'swagger-ui-dist');
}

export const docsRouter = createRouter()
  .get('/docs/', (c) => c.html(PAGE))
  .get('/docs/assets/:name', async (c) => {
    const name = c.req.param('name');
    c.header('Cache-Control', 'public, max-age=86400');
    if (name === 'init.js') return c.body(INIT_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    const type = ASSETS[name];
    if (!type) throw ApiError.notFound();
    const body = await readFile(path.join(assetDir(), name));
    return c.body(body, 200, { 'Content-Type': type });
  });
