import 'reflect-metadata';
import { bootOrExit } from './config/boot';
import { migrate } from './database/database-setup';

/** `npm run migrate`: applies pending migrations, for deployments that do not migrate on boot. */
async function main(): Promise<void> {
  const env = await bootOrExit();
  const applied = await migrate(env);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
}

void main();
