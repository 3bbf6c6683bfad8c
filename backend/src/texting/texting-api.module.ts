import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { TextWebhooksService } from './text-webhooks.service';
import { TextingController } from './texting.controller';
import { TextingModule } from './texting.module';

/** The api side: the provider's webhooks and the case room's consent box (`/api/texting/…`). */
@Module({
  imports: [TextingModule, CasesModule],
  controllers: [TextingController],
  providers: [TextWebhooksService],
})
export class TextingApiModule {}
