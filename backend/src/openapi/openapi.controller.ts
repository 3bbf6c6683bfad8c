import { Controller, Get, HttpStatus, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { join } from 'node:path';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { buildOpenApiDocument } from './openapi.document';
import { SWAGGER_UI_FILES, SWAGGER_UI_INIT, SWAGGER_UI_PAGE, swaggerUiFolder } from './swagger-ui.page';

/**
 * /api/docs: the OpenAPI document (JSON, always also at /api/docs/openapi.json); outside production a
 * browser asking for HTML gets Swagger UI on it instead.
 */
@Controller('docs')
export class OpenApiController {
  private readonly document: ReturnType<typeof buildOpenApiDocument>;
  private readonly uiFolder: string | null;

  constructor(@Inject(ENV) env: Env) {
    this.document = buildOpenApiDocument(env.PUBLIC_URL);
    this.uiFolder = env.NODE_ENV === 'production' ? null : swaggerUiFolder();
  }

  @Get()
  docs(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (this.uiFolder && req.accepts(['json', 'html']) === 'html') {
      res.type('html').send(SWAGGER_UI_PAGE);
      return;
    }
    return this.document;
  }

  /** The OpenAPI document of this API. */
  @Get('openapi.json')
  openapi() {
    return this.document;
  }

  @Get('ui/:file')
  ui(@Param('file') file: string, @Res() res: Response): void {
    if (!this.uiFolder) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    if (file === 'init.js') {
      res.type('text/javascript; charset=utf-8').send(SWAGGER_UI_INIT);
      return;
    }
    const type = Object.hasOwn(SWAGGER_UI_FILES, file) ? SWAGGER_UI_FILES[file] : undefined;
    if (!type) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    res.type(type).sendFile(join(this.uiFolder, file));
  }
}
