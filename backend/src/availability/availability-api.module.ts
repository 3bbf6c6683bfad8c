import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { ChatModule } from '../chat/chat.module';
import { CLOCK, systemClock } from '../core/clock/clock';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';

/** Api role: `GET /api/availability`, read from the chat's and the case rooms' messages; owns nothing. */
@Module({
  imports: [ChatModule, CasesModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, { provide: CLOCK, useValue: systemClock }],
})
export class AvailabilityApiModule {}
