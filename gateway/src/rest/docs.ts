import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import escapeHtml from 'escape-html';
import type express from 'express';
import helmet from 'helmet';
import { API_DOCS_TEXTS } from '@memorial/schema';

/**
 * GET /api/v1/docs: the OpenAPI document (/api/v1/openapi.json) as a reference for people, drawn by Swagger UI
 * (swagger-ui-dist, served from here: nothing comes from another origin). Of the renderers, the one that runs under a
 * strict Content-Security-Policy: scripts and styles from files of this origin only, no 'unsafe-inline', no
 * 'unsafe-eval' (Redoc and Scalar write <style> tags at run time). Its page and scripts are files (no inline script),
 * DOCS_SCRIPT its start-up: the page's texts, and a plugin that puts the document's title and guide in a banner
 * landmark with a heading above the paths, hides the one-entry server picker (unlabelled) and asks no outside
 * validator. DOCS_STYLE darkens Swagger UI's colours to WCAG AA contrast.
 */
const DOCS_PATH = '/api/v1/docs';
const OPENAPI_PATH = '/api/v1/openapi.json';

/** The page's policy: this origin's files, the document and "Try it out" calls to this origin, data: images of the CSS. */
const DOCS_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
};

/** The files of swagger-ui-dist the page loads, by the name it loads them under. */
const VENDOR_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'] as const;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(API_DOCS_TEXTS.title)}</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_PATH}/docs.css">
</head>
<body>
<div id="api-docs"></div>
<noscript><p>${escapeHtml(API_DOCS_TEXTS.noScript)}</p></noscript>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/docs.js"></script>
</body>
</html>
`;

const DOCS_SCRIPT = `(function () {
  var texts = ${JSON.stringify(API_DOCS_TEXTS)};
  function layout() {
    return {
      wrapComponents: {
        InfoContainer: function (Original, system) {
          return function (props) {
            var e = system.React.createElement;
            return e('div', { role: 'banner' }, e(Original, props), e('h2', { className: 'api-docs-paths' }, texts.operations));
          };
        },
        ServersContainer: function () {
          return function () {
            return null;
          };
        },
      },
    };
  }
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#api-docs', validatorUrl: null, supportedSubmitMethods: [], plugins: [layout] });
  // A parameter with listed values is drawn as a select without a label: it is named after its parameter.
  var root = document.getElementById('api-docs');
  new MutationObserver(function () {
    root.querySelectorAll('tr[data-param-name] select:not([aria-label])').forEach(function (select) {
      select.setAttribute('aria-label', select.closest('tr').getAttribute('data-param-name'));
    });
  }).observe(root, { childList: true, subtree: true });
})();
`;

// Method badges, links and small grey texts of Swagger UI's theme, darkened to 4.5:1 or more on their backgrounds.
const DOCS_STYLE = `body { margin: 0; }
.swagger-ui .api-docs-paths { font-family: sans-serif; font-size: 1.5rem; color: #3b4151; margin: 1.5rem 0 0; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #175ea8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #14804a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a34f00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b8232a; }
.swagger-ui .info .title small { background: #4f5666; }
.swagger-ui .info .title small.version-stamp { background: #2f6b00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1d5fa8; }
.swagger-ui .btn.authorize { color: #14804a; border-color: #14804a; }
.swagger-ui .btn.authorize svg { fill: #14804a; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4a4a4a; }
.swagger-ui .parameter__in, .swagger-ui .parameter__deprecated, .swagger-ui .parameter__extension { color: #595959; }
/* Examples shown whole (wrapped): a scrolling block would need keyboard focus. */
.swagger-ui .highlight-code > .microlight { max-height: none; overflow: visible !important; }
`;

const require = createRequire(import.meta.url);
const vendorDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * Swagger UI's script and style, compressed once (in the background, at the first request that asks) and kept: on
 * the fly, the 1.7 MB script cost 0.2 s (gzip) to 0.44 s (brotli) of CPU on every visit.
 */
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS = {
  br: (b: Buffer) =>
    brotliCompress(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  gzip: (b: Buffer) => gzip(b, { level: 9 }),
  identity: async (b: Buffer) => b,
};
type Encoding = keyof typeof ENCODERS;

function vendorFile(file: string, compressible: boolean) {
  const kept = new Map<Encoding, Promise<Buffer>>();
  const get = (encoding: Encoding): Promise<Buffer> => {
    let body = kept.get(encoding);
    if (!body) {
      body = encoding === 'identity' ? fs.readFile(file) : get('identity').then(ENCODERS[encoding]);
      kept.set(encoding, body);
      body.catch(() => kept.delete(encoding)); // tried again by the next request
    }
    return body;
  };
  return async (req: express.Request, res: express.Response) => {
    // The smallest the client takes (brotli first: browsers list gzip first with the same weight).
    const encoding = (compressible && (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e)) || 'identity';
    const body = await get(encoding);
    res.vary('Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file)).send(body); // with an ETag of these bytes, and 304 to an If-None-Match naming it
  };
}

/** Serves the reference page, its start-up script and style, and Swagger UI's files, each under the page's policy. */
export function apiDocsRoute(app: express.Express) {
  const dir = vendorDir();
  app.use(DOCS_PATH, helmet.contentSecurityPolicy(DOCS_CSP), (_req, res, next) => {
    // Revalidated on each visit (ETag): the page, the start-up and Swagger UI change with a deploy.
    res.setHeader('Cache-Control', 'no-cache');
    next();
  });
  app.get(DOCS_PATH, (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  app.get(`${DOCS_PATH}/docs.js`, (_req, res) => {
    res.type('js').send(DOCS_SCRIPT);
  });
  app.get(`${DOCS_PATH}/docs.css`, (_req, res) => {
    res.type('css').send(DOCS_STYLE);
  });
  for (const name of VENDOR_FILES) app.get(`${DOCS_PATH}/${name}`, vendorFile(path.join(dir, name), !name.endsWith('.png')));
}
