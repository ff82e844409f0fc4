import type { FastifyInstance } from 'fastify';

/**
 * Runs a housekeeping job once the app is ready and then every `everyMs`,
 * until the app closes; a failed run is logged and the next one still comes.
 */
export function repeatWhileOpen(app: FastifyInstance, label: string, everyMs: number, job: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | null = null;
  const run = () => job().catch((err) => app.log.warn({ err }, `${label} failed`));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
