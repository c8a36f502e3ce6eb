/**
 * The searches on their way (../lastSearch.ts), which the navbar's bar reads
 * to hold an Enter until the dropdown shows the answer to what is in the box.
 */
import {answerOnItsWay, searching} from '../lastSearch';

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return {promise, resolve, reject};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('searching', () => {
  it('keeps a query on its way until its answer is back', async () => {
    const answer = deferred<string[]>();
    const returned = searching('Injector', answer.promise);
    expect(answerOnItsWay('Injector')).toBe(answer.promise);
    expect(answerOnItsWay('Inject')).toBeUndefined();
    answer.resolve(['Injector']);
    await expect(returned).resolves.toEqual(['Injector']);
    await settle();
    expect(answerOnItsWay('Injector')).toBeUndefined();
  });

  it('lets a failed answer go, and passes its error on', async () => {
    const answer = deferred<string[]>();
    const returned = searching('拦截器', answer.promise);
    answer.reject(new Error('index: 404'));
    await expect(returned).rejects.toThrow('index: 404');
    await settle();
    expect(answerOnItsWay('拦截器')).toBeUndefined();
  });

  it('keeps the later of two asks of the same query', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    searching('forRoot', first.promise);
    searching('forRoot', second.promise);
    first.resolve([]);
    await settle();
    expect(answerOnItsWay('forRoot')).toBe(second.promise);
    second.resolve([]);
    await settle();
    expect(answerOnItsWay('forRoot')).toBeUndefined();
  });
});
