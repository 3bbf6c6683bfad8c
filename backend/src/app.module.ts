import { Module, type DynamicModule } from '@nestjs/common';
import { ApiModule } from './api.module';
import { WorkerModule } from './worker.module';

/** The api role, with the workers in the same process when asked (`npm start`, tests). */
@Module({})
export class AppModule {
  static forRoot(options: { workers: boolean }): DynamicModule {
    return { module: AppModule, imports: options.workers ? [ApiModule, WorkerModule] : [ApiModule] };
  }
}
