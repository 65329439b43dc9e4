import { OUTBOX_PREFIX } from "../email/outbox";

/**
 * Counts what Khatm's operations cost in the units Cloudflare bills (Worker and Durable Object requests, rows read
 * and written in D1 and in the objects' SQLite, KV reads and writes) and the e-mails and pushes they send, for bench/cost.ts.
 * Only metered.ts, the bench's entry, wraps anything with it; the deployed worker never imports it. An e-mail is
 * counted as the message the dev outbox keeps (the bench's EMAIL_MODE "outbox"). The counters live in the isolate's
 * module scope: locally one workerd isolate runs the worker and every object, so one reading covers a whole
 * operation, its answer and the work its objects do after it.
 */

export interface CostCounts {
  workerRequests: number;
  objectRequests: number;
  objectRowsRead: number;
  objectRowsWritten: number;
  d1RowsRead: number;
  d1RowsWritten: number;
  kvReads: number;
  kvWrites: number;
  emails: number;
  /** Pushes posted to a push service (metered.ts counts them as it hands them to the bench's local one). */
  pushes: number;
}

const zero = (): CostCounts => ({
  workerRequests: 0,
  objectRequests: 0,
  objectRowsRead: 0,
  objectRowsWritten: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  kvReads: 0,
  kvWrites: 0,
  emails: 0,
  pushes: 0,
});

let counts = zero();
/** An object's SQLite cursors count their rows as they are read: summed when the meter is read. */
let cursors: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];

export function count(what: keyof CostCounts, amount = 1): void {
  counts[what] += amount;
}

export function readCosts(): CostCounts {
  const read = { ...counts };
  for (const cursor of cursors) {
    read.objectRowsRead += cursor.rowsRead;
    read.objectRowsWritten += cursor.rowsWritten;
  }
  return read;
}

export function resetCosts(): void {
  counts = zero();
  cursors = [];
}

/** `env` with its D1, KV and Durable Object bindings counted (each binding that is there). */
export function meteredEnv<E extends object>(env: E): E {
  const wrapped: Record<string, unknown> = { ...(env as Record<string, unknown>) };
  for (const [name, binding] of Object.entries(env)) {
    if (isD1(binding)) wrapped[name] = meteredD1(binding);
    else if (isKv(binding)) wrapped[name] = meteredKv(binding);
    else if (isObjectNamespace(binding)) wrapped[name] = meteredNamespace(binding);
  }
  return wrapped as E;
}

/** An object's storage whose SQL cursors are counted. */
export function meteredStorage(storage: DurableObjectStorage): DurableObjectStorage {
  const sql = new Proxy(storage.sql, {
    get(target, property) {
      if (property !== "exec") return Reflect.get(target, property, target);
      return (query: string, ...bindings: unknown[]) => {
        const cursor = target.exec(query, ...bindings);
        cursors.push(cursor);
        return cursor;
      };
    },
  });
  return new Proxy(storage, {
    get: (target, property) => (property === "sql" ? sql : bindTo(target, Reflect.get(target, property, target))),
  });
}

const bindTo = (target: object, value: unknown) =>
  typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;

function isD1(binding: unknown): binding is D1Database {
  return typeof binding === "object" && binding !== null && "prepare" in binding && "batch" in binding;
}

function isKv(binding: unknown): binding is KVNamespace {
  return typeof binding === "object" && binding !== null && "getWithMetadata" in binding;
}

function isObjectNamespace(binding: unknown): binding is DurableObjectNamespace {
  return typeof binding === "object" && binding !== null && "idFromName" in binding;
}

function countD1(meta: { rows_read?: number; rows_written?: number } | undefined): void {
  count("d1RowsRead", meta?.rows_read ?? 0);
  count("d1RowsWritten", meta?.rows_written ?? 0);
}

/** The real statements behind metered ones, for batch(), which takes only D1's own. */
const realStatements = new WeakMap<object, D1PreparedStatement>();

function meteredStatement(statement: D1PreparedStatement, query: string): D1PreparedStatement {
  const metered = {
    bind: (...values: unknown[]) => meteredStatement(statement.bind(...values), query),
    first: async (column?: string) => {
      // first() reports no meta: all() of the same statement does, and gives the same first row.
      const result = await statement.all();
      countD1(result.meta);
      const row = result.results[0] as Record<string, unknown> | undefined;
      return column === undefined ? (row ?? null) : (row?.[column] ?? null);
    },
    all: async () => {
      const result = await statement.all();
      countD1(result.meta);
      return result;
    },
    run: async () => {
      const result = await statement.run();
      countD1(result.meta);
      return result;
    },
    raw: async (options?: { columnNames?: boolean }) => {
      // raw() reports no meta. A read runs twice (counted once, from all()); anything else runs once, through all().
      if (/^\s*(select|with)\b/i.test(query)) {
        countD1((await statement.all()).meta);
        return options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw();
      }
      const { results, meta } = await statement.all<Record<string, unknown>>();
      countD1(meta);
      const rows = results.map((row) => Object.values(row));
      return options?.columnNames ? [Object.keys(results[0] ?? {}), ...rows] : rows;
    },
  } as unknown as D1PreparedStatement;
  realStatements.set(metered, statement);
  return metered;
}

function meteredD1(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => meteredStatement(target.prepare(query), query);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((statement) => realStatements.get(statement) ?? statement));
          for (const result of results) countD1(result.meta);
          return results;
        };
      }
      return bindTo(target, Reflect.get(target, property, target));
    },
  });
}

const KV_READS = new Set(["get", "getWithMetadata", "list"]);
const KV_WRITES = new Set(["put", "delete"]);

function meteredKv(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value = bindTo(target, Reflect.get(target, property, target));
      if (typeof value !== "function" || typeof property !== "string") return value;
      const kind = KV_READS.has(property) ? "kvReads" : KV_WRITES.has(property) ? "kvWrites" : null;
      if (!kind) return value;
      return (...args: unknown[]) => {
        count(kind);
        if (property === "put" && String(args[0]).startsWith(OUTBOX_PREFIX)) count("emails");
        return value(...args);
      };
    },
  });
}

/** Every call on a stub is its own billed request (an RPC session, or a fetch). */
function meteredNamespace(namespace: DurableObjectNamespace): DurableObjectNamespace {
  return new Proxy(namespace, {
    get(target, property) {
      const value = bindTo(target, Reflect.get(target, property, target));
      if (property !== "get" || typeof value !== "function") return value;
      return (...args: unknown[]) => meteredStub(value(...args));
    },
  });
}

function meteredStub(stub: DurableObjectStub): DurableObjectStub {
  return new Proxy(stub, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function" || property === "then") return value;
      return (...args: unknown[]) => {
        count("objectRequests");
        // Reflect.apply: on an RPC stub's method, `.apply` would be taken for a remote method of that name.
        return Reflect.apply(value as (...args: unknown[]) => unknown, target, args);
      };
    },
  });
}
