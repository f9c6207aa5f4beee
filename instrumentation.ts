/**
 * Runs once when the server starts: opens the store and creates or migrates its schema, so a
 * wrong DATABASE_URL or an unwritable DATA_DIR stops the start with the reason, instead of
 * failing the first reader's feedback.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // TRACE cannot reach proxy.ts (src/security/refuse-forbidden-methods.ts says why).
  (await import('./src/security/refuse-forbidden-methods')).refuseForbiddenMethods();
  const { sharedStore } = await import('./src/server/store');
  const store = await sharedStore();
  console.log(
    `Store ready: ${store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATA_DIR/docs.db)'}.`,
  );
}
