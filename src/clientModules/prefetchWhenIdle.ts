/**
 * Route prefetching in idle time, a little at a time.
 *
 * Docusaurus's <Link> prefetches the code of every internal link that comes
 * into view: each one calls `window.docusaurus.prefetch(route)`, which matches
 * the route against the whole route table and adds a `<link rel="prefetch">`
 * per chunk. The IntersectionObserver reports every link of the first screen
 * at once, so a page with many links (an API package page, a sidebar) spent
 * one or two long tasks on it right after hydrating at Lighthouse's mobile
 * CPU, blocking the reader's first taps (measured in PERFORMANCE.md, "How
 * TBT came down").
 *
 * This client module (registered in docusaurus.config.ts) keeps Docusaurus's
 * own prefetch, with its checks for slow and save-data connections, and only
 * changes when it runs: a call is queued, and the queue is worked off in idle
 * callbacks, a few milliseconds per slice. Hover and navigation use
 * `preload`, which is left as it is, so a link a reader is about to follow is
 * loaded right away (a task later at most: plugins/lean-routes).
 *
 * `window.docusaurus` is assigned by Docusaurus's client entry after the
 * client modules are evaluated, so the property is defined here with a setter
 * that wraps what is assigned.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Docusaurus = Window['docusaurus'];

/** At most this long per slice (ms), so no slice is a long task on a slow phone either. */
export const sliceBudget = 6;

type Scheduler = (run: (deadline?: IdleDeadline) => void) => void;

/** Idle callbacks where the browser has them (not Safari), else a timeout. */
const whenIdle: Scheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    // A busy page still gets its prefetching within a couple of seconds.
    window.requestIdleCallback(run, {timeout: 2_000});
  } else {
    window.setTimeout(run, 50);
  }
};

/**
 * A prefetch that queues its route and returns at once; `schedule` runs the
 * queue (idle callbacks in the browser, a fake in the tests).
 */
export function prefetchWhenIdle(
  prefetch: Docusaurus['prefetch'],
  schedule: Scheduler = whenIdle,
  now: () => number = () => performance.now(),
): Docusaurus['prefetch'] {
  const queue: {route: string; resolve: (chunks: void[]) => void}[] = [];
  let scheduled = false;

  const work = (deadline?: IdleDeadline) => {
    scheduled = false;
    const end = now() + sliceBudget;
    // One route per slice at least, so that a page never idle still progresses.
    do {
      const next = queue.shift();
      if (!next) return;
      // false: a route already fetched, or a slow or save-data connection.
      Promise.resolve(prefetch(next.route) || []).then(next.resolve, () =>
        next.resolve([]),
      );
    } while (now() < end && (deadline?.timeRemaining() ?? 0) > 1);
    if (queue.length > 0) {
      scheduled = true;
      schedule(work);
    }
  };

  return (route) =>
    new Promise<void[]>((resolve) => {
      queue.push({route, resolve});
      if (!scheduled) {
        scheduled = true;
        schedule(work);
      }
    });
}

if (ExecutionEnvironment.canUseDOM) {
  const assigned: Docusaurus | undefined = window.docusaurus;
  let current: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: Docusaurus | undefined) {
      current = value
        ? Object.freeze({...value, prefetch: prefetchWhenIdle(value.prefetch)})
        : value;
    },
  });
  if (assigned) window.docusaurus = assigned;
}
