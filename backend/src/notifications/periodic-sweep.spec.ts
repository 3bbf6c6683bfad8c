import { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

describe('PeriodicSweep', () => {
  const logger = new Logger('test');
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });

  it('counts what a pass sent', async () => {
    const sweep = new PeriodicSweep(logger, 'E-mails', async (count) => {
      count();
      count();
    });
    await expect(sweep.run()).resolves.toBe(2);
  });

  it('skips a pass while one is running rather than stacking them', async () => {
    let release!: () => void;
    let passes = 0;
    const sweep = new PeriodicSweep(logger, 'E-mails', async (count) => {
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
      count();
    });
    const first = sweep.run();
    await expect(sweep.run()).resolves.toBe(0);
    release();
    await expect(first).resolves.toBe(1);
    expect(passes).toBe(1);
    // Once the first is over, the next tick runs again.
    const third = sweep.run();
    release();
    await expect(third).resolves.toBe(1);
  });

  it('logs a failed pass, keeps what it sent before failing, and runs again next time', async () => {
    let fail = true;
    const sweep = new PeriodicSweep(logger, 'Unseen reply e-mails', async (count) => {
      count();
      if (fail) throw new Error('SMTP down');
    });
    await expect(sweep.run()).resolves.toBe(1);
    expect(warn).toHaveBeenCalledWith('Unseen reply e-mails postponed: SMTP down');
    fail = false;
    await expect(sweep.run()).resolves.toBe(1);
  });
});
