import { Global, Module } from '@nestjs/common';
import { SqlClient } from './sql-client';

@Global()
@Module({ providers: [SqlClient], exports: [SqlClient] })
export class DatabaseModule {}
