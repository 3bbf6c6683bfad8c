import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactModule } from './contact.module';

/** The api side: POST /api/contact. */
@Module({
  imports: [ContactModule],
  controllers: [ContactController],
})
export class ContactApiModule {}
