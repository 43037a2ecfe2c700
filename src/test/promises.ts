/**
 * Makes `promise` record every handler code attaches to it (`catch` and `finally` go through
 * `then`): `handlers` receives the promise each attachment returned, so a test can prove that a
 * rejection was given a handler, and what that handler made of it, without waiting for an
 * `unhandledrejection` that may or may not come.
 */
export function recordHandlers<T>(promise: Promise<T>, handlers: Promise<unknown>[]): Promise<T> {
  const then = promise.then.bind(promise);
  Object.assign(promise, {
    then: (...args: Parameters<typeof then>) => {
      const handled = then(...args);
      handlers.push(handled);
      return handled;
    },
  });
  return promise;
}
