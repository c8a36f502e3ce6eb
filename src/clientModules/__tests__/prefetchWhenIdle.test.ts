/** @jest-environment jsdom */
/**
 * Route prefetching in idle slices: nothing runs in the caller's task, every
 * route is prefetched in the order it came into view, and a slice stops at
 * its budget so that many links never make one long task.
 */
import {prefetchWhenIdle, sliceBudget} from '../prefetchWhenIdle';

/** A clock the fake prefetch advances, and idle callbacks run by hand. */
function harness(costPerRoute: number) {
  let time = 0;
  const prefetched: string[] = [];
  const slices: string[][] = [];
  const pending: ((deadline?: IdleDeadline) => void)[] = [];
  const prefetch = prefetchWhenIdle(
    (route) => {
      time += costPerRoute;
      prefetched.push(route);
      slices.at(-1)!.push(route);
      return Promise.resolve([]);
    },
    (run) => pending.push(run),
    () => time,
  );
  const runIdle = (remaining = 50) => {
    const run = pending.shift();
    if (!run) return false;
    slices.push([]);
    const start = time;
    run({didTimeout: false, timeRemaining: () => remaining - (time - start)});
    return true;
  };
  return {prefetch, prefetched, slices, pending, runIdle};
}

describe('prefetchWhenIdle', () => {
  it('queues the route and prefetches nothing in the caller’s task', () => {
    const {prefetch, prefetched, pending} = harness(1);
    void prefetch('/zh/docs/introduction');
    void prefetch('/zh/docs/examples');
    expect(prefetched).toEqual([]);
    // One idle callback for the whole queue.
    expect(pending).toHaveLength(1);
  });

  it('works the queue off in order, in slices within the budget', async () => {
    const {prefetch, prefetched, slices, runIdle} = harness(2);
    const routes = Array.from({length: 40}, (_, i) => `/zh/docs/api/p${i}`);
    const done = Promise.all(routes.map((route) => prefetch(route)));
    while (runIdle());
    await done;
    expect(prefetched).toEqual(routes);
    // 2 ms a route: at most budget / 2 (+1 started before the check) a slice.
    expect(slices.length).toBeGreaterThan(1);
    for (const slice of slices) {
      expect(slice.length).toBeLessThanOrEqual(sliceBudget / 2 + 1);
    }
  });

  it('stops a slice when the browser needs the time back', () => {
    const {prefetch, slices, runIdle} = harness(1);
    for (let i = 0; i < 10; i += 1) void prefetch(`/r${i}`);
    runIdle(2);
    // The first route always runs, so that a busy page still progresses.
    expect(slices[0]).toEqual(['/r0']);
  });

  it('resolves when the route’s chunks have been asked for, also for a route already fetched', async () => {
    let time = 0;
    const pending: (() => void)[] = [];
    const prefetch = prefetchWhenIdle(
      (route) => (route === '/seen' ? false : Promise.resolve([])),
      (run) => pending.push(() => run()),
      () => (time += 1),
    );
    const results = Promise.all([prefetch('/seen'), prefetch('/new')]);
    while (pending.length > 0) pending.shift()!();
    await expect(results).resolves.toEqual([[], []]);
  });
});

describe('window.docusaurus', () => {
  it('is wrapped when the client entry assigns it, and preload is kept', () => {
    const original = {
      prefetch: jest.fn(() => Promise.resolve([])),
      preload: jest.fn(() => Promise.resolve([])),
    };
    window.docusaurus = original;
    expect(window.docusaurus.preload).toBe(original.preload);
    expect(window.docusaurus.prefetch).not.toBe(original.prefetch);
    void window.docusaurus.prefetch('/zh/docs/introduction');
    expect(original.prefetch).not.toHaveBeenCalled();
  });
});
