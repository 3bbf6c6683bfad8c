import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { bootOrExit } from './config/boot';
import { describeCounts, RETENTION_PERIOD_NAMES } from './core/retention/retention-rule';
import { RetentionCliModule } from './retention-cli.module';
import { RetentionService } from './retention/retention.service';

/*
 * `npm run retention:dry-run` (node backend/dist/retention.js --dry-run): prints, per rule, what the
 * retention job would delete now, and deletes nothing. Without --dry-run it deletes, as the scheduled
 * job does. Counts only, never contents. In a container:
 *   docker compose run --rm worker node backend/dist/retention.js --dry-run
 */
async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  await bootOrExit();
  const app = await NestFactory.createApplicationContext(RetentionCliModule, { logger: ['error', 'warn'] });
  try {
    const lines = await app.get(RetentionService).run({ dryRun });
    console.log(dryRun ? 'Retention dry run: nothing deleted. It would delete:' : 'Retention: deleted');
    for (const line of lines) {
      console.log(`  ${describeCounts(line.counts)}  (${RETENTION_PERIOD_NAMES[line.period]}, older than ${line.cutoff.toISOString().slice(0, 10)})`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
