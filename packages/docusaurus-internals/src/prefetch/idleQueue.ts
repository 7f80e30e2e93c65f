/** What `requestIdleCallback` hands its callback: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Time left in an idle period below which the queue waits for the next one (ms). */
export const IDLE_MARGIN_MS = 2;

/**
 * The longest run of items in one go (ms). An idle period can last 50ms; spending all of it would make one long task
 * on a slow phone, which is what the queue is there to avoid.
 */
export const SLICE_MS = 4;

/**
 * A queue that runs its items while the browser is idle: as many as fit in each idle period, at least one and for
 * at most SLICE_MS, then it waits for the next period. Pushing an item already waiting does nothing. A failing item is dropped; the rest
 * still run.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  now: () => number = () => performance.now(),
): {push(item: T): void; readonly size: number} {
  const waiting: T[] = [];
  let scheduled = false;

  const work = (deadline: IdleDeadline) => {
    scheduled = false;
    const start = now();
    do {
      const item = waiting.shift() as T;
      try {
        run(item);
      } catch {
        // One item's failure is its own: the queue goes on.
      }
    } while (waiting.length > 0 && deadline.timeRemaining() > IDLE_MARGIN_MS && now() - start < SLICE_MS);
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(work);
  };

  return {
    push(item: T) {
      if (waiting.includes(item)) return;
      waiting.push(item);
      schedule();
    },
    get size() {
      return waiting.length;
    },
  };
}

/** `requestIdleCallback`, or a short timeout where the browser has none (Safari before 18). */
export function browserIdleScheduler(win: Window): ScheduleIdle {
  if (typeof win.requestIdleCallback === 'function') {
    return (callback) => void win.requestIdleCallback(callback, {timeout: 2000});
  }
  return (callback) =>
    void win.setTimeout(() => {
      const start = Date.now();
      callback({timeRemaining: () => Math.max(0, 8 - (Date.now() - start))});
    }, 50);
}
