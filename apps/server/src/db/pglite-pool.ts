import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is one connection. Kysely and pg-boss expect a pool; this adapter hands out that one
 * connection to one borrower at a time, so a transaction never interleaves with other queries.
 */
export class PGlitePool {
  #queue: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  async connect() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    const pglite = this.pglite;
    return {
      async query(text: string, values: readonly unknown[] = []) {
        const result = await pglite.query<Record<string, unknown>>(text, values as unknown[]);
        return {
          rows: result.rows,
          command: result.command ?? '',
          rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
        };
      },
      release,
    };
  }

  /** Runs one statement, or a parameterless multi-statement script (pg-boss migrations), alone. */
  async run(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
    const client = await this.connect();
    try {
      if (values.length === 0 && hasSeveralStatements(text)) {
        const results = await this.pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return await client.query(text, values);
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {
    await this.#queue;
  }
}

function hasSeveralStatements(text: string): boolean {
  return text.trim().replace(/;\s*$/, '').includes(';');
}
