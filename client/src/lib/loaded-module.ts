/**
 * A module's import that answers in the same task once the module is in. The browser's
 * `import()` of a module already loaded still waits for a task of its own (its module
 * loader), behind whatever else is queued: on the way from the sign-in into the shell,
 * each lazy part of the landing's routes cost such a wait (about 40 ms here) though
 * their code had been fetched in idle time. A failed import is tried again next time.
 */
export function loadedModule<M>(load: () => Promise<M>): () => M | Promise<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return () =>
    loaded ??
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
}
