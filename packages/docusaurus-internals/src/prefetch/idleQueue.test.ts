import {describe, expect, it} from 'vitest';
import {createIdleQueue, IDLE_MARGIN_MS, SLICE_MS, type IdleDeadline} from './idleQueue';

/** A fake browser: idle periods run when the test says, each with a budget the items use up, on a fake clock. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  let remaining = 0;
  let clock = 0;
  return {
    now: () => clock,
    schedule: (callback: (deadline: IdleDeadline) => void) => void pending.push(callback),
    /** Runs the next idle period with `budget` ms; each item costs `cost` ms. */
    period(budget: number) {
      remaining = budget;
      pending.shift()?.({timeRemaining: () => remaining});
    },
    spend(ms: number) {
      remaining -= ms;
      clock += ms;
    },
    get scheduled() {
      return pending.length;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then as many items as fit, then waits for the next period', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const queue = createIdleQueue<string>(
      (item) => {
        ran.push(item);
        idle.spend(3);
      },
      idle.schedule,
      idle.now,
    );
    for (const path of ['/a', '/b', '/c', '/d', '/e']) queue.push(path);
    expect(ran).toEqual([]);
    expect(idle.scheduled).toBe(1);

    idle.period(8); // 8 -> 5 -> 2: two items, then no more than the margin is left
    expect(ran).toEqual(['/a', '/b']);
    expect(idle.scheduled).toBe(1);
    idle.period(8);
    idle.period(8);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(idle.scheduled).toBe(0);
  });

  it(`stops after ${SLICE_MS}ms in one go even when the idle period is long`, () => {
    const idle = fakeIdle();
    const ran: number[] = [];
    const queue = createIdleQueue<number>(
      (item) => {
        ran.push(item);
        idle.spend(1.5);
      },
      idle.schedule,
      idle.now,
    );
    for (let item = 0; item < 10; item++) queue.push(item);
    idle.period(50); // 0 -> 1.5 -> 3 -> 4.5: three items, then the slice is over
    expect(ran).toEqual([0, 1, 2]);
    expect(idle.scheduled).toBe(1);
  });

  it('runs at least one item per idle period, however short', () => {
    const idle = fakeIdle();
    const ran: number[] = [];
    const queue = createIdleQueue<number>((item) => ran.push(item), idle.schedule, idle.now);
    queue.push(1);
    queue.push(2);
    idle.period(IDLE_MARGIN_MS - 1);
    expect(ran).toEqual([1]);
    idle.period(0);
    expect(ran).toEqual([1, 2]);
  });

  it('keeps one copy of an item that is already waiting', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const queue = createIdleQueue<string>((item) => ran.push(item), idle.schedule, idle.now);
    queue.push('/docs');
    queue.push('/docs');
    expect(queue.size).toBe(1);
    idle.period(50);
    expect(ran).toEqual(['/docs']);
  });

  it('goes on after an item throws', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const queue = createIdleQueue<string>(
      (item) => {
        if (item === '/broken') throw new Error('no chunk');
        ran.push(item);
      },
      idle.schedule,
      idle.now,
    );
    queue.push('/broken');
    queue.push('/fine');
    idle.period(50);
    expect(ran).toEqual(['/fine']);
    expect(queue.size).toBe(0);
  });
});
