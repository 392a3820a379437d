// Standalone dev identity provider (docker compose); `pnpm start` mounts it in the gateway.
import { buildApp } from './app.js';

const port = Number(process.env.PORT ?? 3003);
const issuerUrl = process.env.ISSUER_URL ?? `http://localhost:${port}/idp`;
const app = await buildApp({ issuerUrl });
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
