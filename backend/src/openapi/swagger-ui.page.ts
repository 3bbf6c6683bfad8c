import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Swagger UI for /api/docs in development, from the swagger-ui-dist package (a development
 * dependency: the production image has neither the package nor the page). Nothing is loaded from
 * outside: the page, its script and styles are served under /api/docs/ui/.
 */
export const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The package's folder, or null where it is not installed (production). */
export function swaggerUiFolder(): string | null {
  try {
    const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
    return existsSync(join(folder, 'swagger-ui-bundle.js')) ? folder : null;
  } catch {
    return null;
  }
}

/** Starts the UI on the JSON document; a file of its own, so the page needs no inline script. */
export const SWAGGER_UI_INIT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

export const SWAGGER_UI_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/ui/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/ui/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/ui/swagger-ui-bundle.js"></script>
    <script src="/api/docs/ui/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/ui/init.js"></script>
  </body>
</html>
`;
