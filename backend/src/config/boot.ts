import { EnvError, loadEnv, type Env } from './env';
import { checkServices } from './preflight';

/**
 * Settings and services checked before Nest starts, so that a missing variable, PostgreSQL or
 * Redis ends the process with one clear line instead of a stack trace or a silent retry loop.
 */
export async function bootOrExit(): Promise<Env> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const problem = await checkServices(env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return env;
}
