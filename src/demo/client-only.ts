/**
 * A promise that never settles: what a browser-only loader gives the server build. Loaders
 * written as `typeof window === 'undefined' ? clientOnly() : import(...)` are folded to this
 * on the server (`typeof window` is a build-time constant there), so the server never
 * compiles the module behind them.
 */
export const clientOnly = (): Promise<never> => new Promise(() => {});
