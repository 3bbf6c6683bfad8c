import { Controller, Get } from '@nestjs/common';
import type { Availability } from '@reactivation/contracts';
import { AvailabilityService } from './availability.service';

/** Public: the working week and the median first reply, for the chat widget and the case room. */
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  current(): Promise<Availability> {
    return this.availability.current();
  }
}
