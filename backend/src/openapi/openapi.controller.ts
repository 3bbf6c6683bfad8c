import { Controller, Get, Inject } from '@nestjs/common';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { buildOpenApiDocument } from './openapi.document';

@Controller('docs')
export class OpenApiController {
  private readonly document: ReturnType<typeof buildOpenApiDocument>;

  constructor(@Inject(ENV) env: Env) {
    this.document = buildOpenApiDocument(env.PUBLIC_URL);
  }

  /** The OpenAPI document of this API. */
  @Get()
  openapi() {
    return this.document;
  }
}
