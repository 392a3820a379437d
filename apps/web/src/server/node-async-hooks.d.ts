// The one Node API the server entry uses, declared here so the web app's sources keep the
// browser's types only (no @types/node in a package whose code runs in browsers).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
