import pg from 'pg';

/** Runs `fn` with a connected client and always closes it. */
export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // surfaced through the awaited query instead
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
