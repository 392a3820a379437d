// The stand-ins on their own (docker compose); `pnpm start` mounts them in the gateway.
import { DEFAULT_PROFILES } from '@ln/seeds';
import { buildStandIns, DEV_PBN_APP } from './app.js';

const env = process.env;
const port = Number(env.PORT ?? 3004);
const { app } = await buildStandIns({
  people: Number(env.STAND_IN_PEOPLE ?? env.SEED_PROFILES ?? DEFAULT_PROFILES),
  pbnApp: { id: env.PBN_APP_ID ?? DEV_PBN_APP.id, token: env.PBN_APP_TOKEN ?? DEV_PBN_APP.token },
});
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port, host: env.HOST ?? '0.0.0.0' });
