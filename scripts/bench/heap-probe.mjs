/*
 * Preloaded into the app by `export.ts` (node --expose-gc --import), which talks to it over the
 * IPC channel: {heap:'sample'} runs a full garbage collection and answers with
 * process.memoryUsage(), so what is measured is memory in use, not garbage waiting for the
 * collector. Plain JavaScript: no tsx in the app.
 */
process.on('message', (message) => {
  if (message?.heap !== 'sample') return;
  globalThis.gc?.();
  process.send?.({ heap: process.memoryUsage() });
});
