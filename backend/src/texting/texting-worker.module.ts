import { Module } from '@nestjs/common';
import { TextingModule } from './texting.module';
import { DueTextsSweep } from './texting.sweep';

/** The worker side that acts by itself: the sweep that sends texts held for quiet hours. */
@Module({
  imports: [TextingModule],
  providers: [DueTextsSweep],
})
export class TextingWorkerModule {}
