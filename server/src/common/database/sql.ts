import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a named, prepared statement on TypeORM's connection pool and returns pg's rows as they
 * are: the read path of the public API, where entity hydration and query building cost more than
 * the query (measured by `pnpm bench api`). Name each distinct SQL text once.
 */
export async function prepared<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}
