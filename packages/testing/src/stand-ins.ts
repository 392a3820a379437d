import { buildStandIns, type StandInsOptions, type StandInsState } from '@ln/stand-ins';

export { DEV_ORCID_CLIENT, DEV_PBN_APP } from '@ln/stand-ins';

/** The registry stand-ins (apps/stand-ins) listening on an ephemeral port, for clients' tests. */
export interface RunningStandIns {
  /** http://127.0.0.1:<port>: RAD-on at `${url}/radon`, PBN at `${url}/pbn`. */
  url: string;
  state: StandInsState;
  close(): Promise<void>;
}

export async function startStandIns(options: StandInsOptions): Promise<RunningStandIns> {
  const { app, state } = await buildStandIns(options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, state, close: () => app.close() };
}
