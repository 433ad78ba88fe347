// Statements on the hot path of recording a paid filing, built once instead of on every call. A
// query is built by Drizzle once per connection handle (the pool, or one pooled connection's
// transactions) and sent as a named statement, which PostgreSQL parses and plans once per
// connection: each later call only binds its values.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './database.ts';

/**
 * The query `build` makes for the handle it is given (the pool or a transaction), kept per
 * connection. `build` ends with `.prepare(name)`, the name unique to the query, and takes its
 * values as `sql.placeholder`s. A transaction's handle is new each time, but its connection's
 * session is not, so the query is built once per pooled connection.
 */
export function preparedPerConnection<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const bySession = new WeakMap<object, T>();
  return (db) => {
    const session = db._.session;
    let query = bySession.get(session);
    if (query === undefined) {
      query = build(db);
      bySession.set(session, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement the query builder cannot express (several steps in one statement), written in SQL
 * with its values as `sql.placeholder`s and prepared per connection like the queries above.
 * Answers the rows as PostgreSQL sends them: snake_case names, bigint and timestamps as text.
 */
export function preparedStatement<Row extends pg.QueryResultRow>(
  name: string,
  statement: SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerConnection((db) =>
    db._.session.prepareQuery<{ execute: pg.QueryResult<Row>; all: unknown; values: unknown }>(
      query,
      undefined,
      name,
      false,
    ),
  );
  return async (db, values) => (await prepared(db).execute(values)).rows;
}
