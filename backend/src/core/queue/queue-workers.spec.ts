import { QUEUES } from './queues';
import { queuesWithoutProcessor } from './queue-workers';

describe('queuesWithoutProcessor', () => {
  it('names the queues of QUEUES that no processor consumes, and none when each has one', () => {
    const all = Object.values(QUEUES);
    expect(queuesWithoutProcessor(all)).toEqual([]);
    expect(queuesWithoutProcessor(all.filter((queue) => queue !== QUEUES.audit && queue !== QUEUES.maintenance))).toEqual([
      QUEUES.audit,
      QUEUES.maintenance,
    ]);
    expect(queuesWithoutProcessor([...all, 'not-a-queue'])).toEqual([]);
  });
});
