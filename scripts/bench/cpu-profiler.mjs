/*
 * Preloaded into the app by `intake.ts --profile` (node --import), which talks to it over the
 * IPC channel: {profiler:'start'} starts the V8 CPU profiler, {profiler:'stop'} stops it and
 * writes the profile to $BENCH_CPU_PROFILE, so only the measured window is profiled. (node
 * --cpu-prof would also record boot, and Nest's shutdown hook ends the process by signal, which
 * loses its file; signals are out too: enableShutdownHooks() listens to SIGUSR2, and SIGUSR1
 * opens the inspector.) Plain JavaScript: no tsx in the app.
 */
import inspector from 'node:inspector';
import fs from 'node:fs';

const out = process.env.BENCH_CPU_PROFILE;
const intervalUs = Number(process.env.BENCH_CPU_PROFILE_INTERVAL_US || 500);
let session;

function fail(step, error) {
  console.error(`cpu-profiler: ${step} failed: ${error.message}`);
}

function start() {
  session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable', (enableError) => {
    if (enableError) return fail('enable', enableError);
    session.post('Profiler.setSamplingInterval', { interval: intervalUs }, (intervalError) => {
      if (intervalError) return fail('setSamplingInterval', intervalError);
      session.post('Profiler.start', (startError) => {
        if (startError) return fail('start', startError);
        process.send({ profiler: 'started' });
      });
    });
  });
}

function stop() {
  const current = session;
  session = undefined;
  current.post('Profiler.stop', (stopError, result) => {
    if (stopError) return fail('stop', stopError);
    fs.writeFileSync(out, JSON.stringify(result.profile));
    current.disconnect();
    process.send({ profiler: 'stopped', file: out });
  });
}

if (out && process.send) {
  process.on('message', (message) => {
    if (message && message.profiler === 'start' && !session) start();
    else if (message && message.profiler === 'stop' && session) stop();
  });
  process.channel.unref(); // the IPC channel must not keep the process alive on its own
}
