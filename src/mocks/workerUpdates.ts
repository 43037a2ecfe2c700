type Updatable = { prototype: { update(): Promise<unknown> } };

const guarded = new WeakSet<object>();

/**
 * msw starts by asking an existing worker registration to `update()` and drops the promise. When
 * the page is left (a reload, a link to another page) before that update has finished, the browser
 * rejects it, and the dropped promise is reported as "Uncaught (in promise) … Failed to update a
 * ServiceWorker": an error from nowhere, in the console of a page already gone. The update itself
 * is best-effort (the browser checks for a new worker again on the next navigation), so its failure
 * is nothing to report. Every update promise gets a handler; the caller's own promise is unchanged.
 */
export function handleWorkerUpdateFailures(
  registration: Updatable | undefined = (globalThis as { ServiceWorkerRegistration?: Updatable })
    .ServiceWorkerRegistration,
): void {
  if (!registration || guarded.has(registration.prototype)) return;
  guarded.add(registration.prototype);
  const update = registration.prototype.update;
  registration.prototype.update = function guardedUpdate(this: unknown) {
    const updated = update.call(this);
    updated.catch(() => {});
    return updated;
  };
}
