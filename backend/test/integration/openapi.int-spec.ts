import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import request from 'supertest';
import { OpenApiController } from '../../src/openapi/openapi.controller';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Every route of every controller, as "get /api/x/{id}", read from Nest's own route metadata. */
function controllerRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  for (const wrapper of t.app.get(DiscoveryService).getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type || type === OpenApiController) continue; // the document does not describe itself
    const base = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat();
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (paths === undefined || method === undefined) continue;
      for (const prefix of base) {
        for (const path of [paths].flat()) {
          const full = `/api/${prefix}/${path}`.replace(/\/+/g, '/').replace(/\/$/, '').replace(/:(\w+)/g, '{$1}');
          routes.push(`${RequestMethod[method].toLowerCase()} ${full}`);
        }
      }
    }
  }
  return routes.sort();
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('describes every controller route', async () => {
    const document = (await request(t.url).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const routes = controllerRoutes(t);
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !document.paths[path]?.[method];
    });
    expect(missing).toEqual([]);
  });

  it('is JSON at /api/docs for programs, and Swagger UI there for a browser outside production', async () => {
    const json = await request(t.url).get('/api/docs').expect(200);
    expect(json.body.openapi).toBe('3.0.3');
    const page = await request(t.url).get('/api/docs').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<div id="swagger-ui"></div>');
    for (const src of page.text.match(/\/api\/docs\/ui\/[\w.-]+/g) ?? []) await request(t.url).get(src).expect(200);
    const init = await request(t.url).get('/api/docs/ui/init.js').expect(200);
    expect(init.text).toContain("url: '/api/docs/openapi.json'");
    await request(t.url).get('/api/docs/ui/package.json').expect(404);
    await request(t.url).get('/api/docs/ui/..%2F..%2Fpackage.json').expect(404);
  });
});

describe('the OpenAPI document in production', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ NODE_ENV: 'production', SMTP_URL: smtp.url, JWT_SECRET: 'Yb3kQ9vXr2LmT8wZp4NcH7sJd1FgA6eU0oRi5tKy', PAYMENTS: 'test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('is JSON only: no Swagger UI', async () => {
    const res = await request(t.url).get('/api/docs').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    await request(t.url).get('/api/docs/ui/swagger-ui-bundle.js').expect(404);
  });
});
