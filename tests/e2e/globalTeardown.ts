/** Stops the nginx that globalSetup started. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.latticeE2eNginx?.stop();
}
