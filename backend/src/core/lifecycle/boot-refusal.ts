/**
 * A reason the process will not start, said in one line (what is wrong and where to mend it). The
 * entry points print its message alone and exit with code 1, as `bootOrExit` does for settings and
 * services; any other error keeps its stack trace.
 */
export class BootRefusal extends Error {
  override readonly name = 'BootRefusal';
}

/** For an entry point's `main().catch(...)`: a refusal is one line on stderr, anything else is thrown on. */
export function exitOnBootRefusal(error: unknown): never {
  if (!(error instanceof BootRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
