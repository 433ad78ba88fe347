// Server answers shared by the components that ask for them: a small query cache of the app's own.
//
// It does what the app used of TanStack Query, in a tenth of its weight on the first visit, with
// its names and options, so its documentation applies. Not kept, because no page uses them:
// refetching on window focus or reconnect, `select`, infinite queries, `isFetching`, `refetch`,
// `getQueryData`, `mutateAsync`, `onSettled`, `status`.
//
// Server rendering: a client made with `server: true` waits for each enabled query's answer while
// the page renders (through suspense), and `dehydrate()` lists the answers so that the browser's
// client starts with them (`hydrate`) and the page it renders matches the server's HTML at once.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ApiError } from './api.ts';

export type QueryKey = readonly unknown[];
type Status = 'idle' | 'pending' | 'success' | 'error';

interface QueryState<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | null;
  /** When the data arrived (ms since the epoch); 0 when there is none. */
  updatedAt: number;
}

/** A query as it travels in the server-rendered page. */
export interface DehydratedQuery {
  key: QueryKey;
  status: 'success' | 'error';
  data?: unknown;
  error?: {
    message: string;
    status?: number;
    apiData?: ApiError['apiData'];
    retryAfterSeconds?: number | null;
  };
}

/** How often a failed request is made again (`true` is not kept: no page uses it). */
type Retry = false | number;

interface Defaults {
  queries?: { retry?: Retry; staleTime?: number };
}

const DEFAULT_GC_TIME = 5 * 60_000;

/** Runs `work`, again after 1 s, 2 s, 4 s... (at most 30 s apart) while it fails and tries remain. */
async function withRetries<T>(work: () => Promise<T>, times: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= times) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 30_000)));
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

const answered = <T,>(data: T) =>
  ({ status: 'success', data, error: null, updatedAt: Date.now() }) as const;

class Query<T = unknown> {
  state: QueryState<T> = { status: 'pending', data: undefined, error: null, updatedAt: 0 };
  readonly listeners = new Set<() => void>();
  observers = 0;
  /** The request in flight; it never rejects (its outcome is in `state`). */
  inFlight: Promise<void> | null = null;
  queryFn: (() => Promise<T>) | null = null;
  retry = 0;
  gcTime = DEFAULT_GC_TIME;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
  /** Answered in the server-rendered page: the first component to mount need not ask again. */
  fromServerPage = false;

  constructor(readonly key: QueryKey) {}

  update(next: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  fetch(): Promise<void> {
    const queryFn = this.queryFn;
    if (this.inFlight || !queryFn) return this.inFlight ?? Promise.resolve();
    this.inFlight = withRetries(queryFn, this.retry)
      .then(
        (data) => this.update(answered(data)),
        (error: unknown) => this.update({ status: 'error', error: asError(error) }),
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}

function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

/** The cache of answers; one per browser tab, or one per server-rendered page. */
export class QueryClient {
  private readonly queries = new Map<string, Query>();
  readonly defaults: Defaults;
  /** Rendering on the server: queries wait for their answers (see the top of this file). */
  readonly server: boolean;

  constructor(options: { defaultOptions?: Defaults; server?: boolean } = {}) {
    this.defaults = options.defaultOptions ?? {};
    this.server = options.server ?? false;
  }

  /** The query of `key`, made on first use. */
  query<T>(key: QueryKey): Query<T> {
    const hash = hashKey(key);
    let query = this.queries.get(hash) as Query<T> | undefined;
    if (!query) {
      query = new Query<T>(key);
      this.queries.set(hash, query);
    }
    return query;
  }

  setQueryData<T>(key: QueryKey, data: T): void {
    this.query<T>(key).update(answered(data));
  }

  /** Asks again for every answer whose key starts with `queryKey`; resolves when all arrived. */
  async refetchQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const prefix = hashKey(queryKey).slice(0, -1);
    const matching = [...this.queries.entries()]
      .filter(([hash]) => hash.slice(0, -1).startsWith(prefix))
      .map(([, query]) => query.fetch());
    await Promise.all(matching);
  }

  /** Forgets an unused query after its gcTime. */
  release(query: Query): void {
    if (query.observers > 0 || this.server) return;
    clearTimeout(query.gcTimer);
    query.gcTimer = setTimeout(() => {
      if (query.observers === 0) this.queries.delete(hashKey(query.key));
    }, query.gcTime);
  }

  /** The answers (and refusals) of this client, to put in a server-rendered page. */
  dehydrate(): DehydratedQuery[] {
    const answered: DehydratedQuery[] = [];
    for (const query of this.queries.values()) {
      const { status, data, error } = query.state;
      if (status === 'success') answered.push({ key: query.key, status, data });
      else if (status === 'error' && error) {
        answered.push({
          key: query.key,
          status,
          error:
            error instanceof ApiError
              ? {
                  message: error.message,
                  status: error.status,
                  apiData: error.apiData,
                  retryAfterSeconds: error.retryAfterSeconds,
                }
              : { message: error.message },
        });
      }
    }
    return answered;
  }

  /** Starts with the answers a server-rendered page carried. */
  hydrate(queries: DehydratedQuery[]): void {
    for (const { key, status, data, error } of queries) {
      const query = this.query(key);
      query.fromServerPage = true;
      query.state = {
        status,
        data,
        error:
          status !== 'error'
            ? null
            : error?.status === undefined
              ? new Error(error?.message)
              : new ApiError(error.status, error.apiData ?? {}, error.retryAfterSeconds ?? null),
        updatedAt: Date.now(),
      };
    }
  }
}

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('No QueryClient: wrap the app in a QueryClientProvider');
  return client;
}

/** `placeholderData: keepPreviousData` shows the previous key's answer while the next one loads. */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

export interface UseQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  retry?: Retry;
  /** How long an answer counts as fresh (ms); a stale one is asked again when a component mounts. */
  staleTime?: number;
  /** How long an answer nobody shows is kept (ms). */
  gcTime?: number;
  initialData?: () => T | undefined;
  placeholderData?: typeof keepPreviousData;
}

/**
 * What a component sees of a query or a mutation; narrowing on `isPending`, `isSuccess` or
 * `isError` narrows `data` and `error`.
 */
type Idle = { isPending: false; isSuccess: false; isError: false; data: undefined; error: null };
type Outcome<T, E> =
  | Idle
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: T | undefined; error: E };

function outcome<T, E>(status: Status, data: T | undefined, error: E | null | undefined) {
  return {
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    data: status === 'success' || status === 'error' ? data : undefined,
    error: status === 'error' ? error : null,
  } as Outcome<T, E>;
}

export type QueryResult<T> = Exclude<Outcome<T, Error>, Idle> & { isPlaceholderData: boolean };

function useQueryState<T>(query: Query<T>): QueryState<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      query.listeners.add(listener);
      return () => query.listeners.delete(listener);
    },
    [query],
  );
  const snapshot = () => query.state;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Sets up `options.queryKey`'s query for this render: its function, retries and initial data. */
function prepareQuery<T>(client: QueryClient, options: UseQueryOptions<T>): Query<T> {
  const query = client.query<T>(options.queryKey);
  query.queryFn = options.queryFn;
  query.retry = client.server ? 0 : Number(options.retry ?? client.defaults.queries?.retry ?? 3);
  query.gcTime = options.gcTime ?? DEFAULT_GC_TIME;
  if (query.state.status === 'pending' && !query.inFlight) {
    const initial = options.initialData?.();
    if (initial !== undefined) query.state = answered(initial);
  }
  return query;
}

/** An answer from the server, shared by every component that asks with the same key. */
export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const enabled = options.enabled ?? true;
  const query = prepareQuery(client, options);
  // On the server the page waits for the answer, so its HTML shows what the browser will.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspense's protocol
  if (client.server && enabled && query.state.status === 'pending') throw query.fetch();
  const state = useQueryState(query);
  const staleTime = options.staleTime ?? client.defaults.queries?.staleTime ?? 0;

  useEffect(() => {
    if (!enabled) return;
    query.observers += 1;
    clearTimeout(query.gcTimer);
    const { status, updatedAt } = query.state;
    const stale = Date.now() - updatedAt >= staleTime;
    if (query.fromServerPage) {
      // Every component of the page mounts in the same commit: all of them skip asking again.
      setTimeout(() => {
        query.fromServerPage = false;
      }, 0);
    } else if (status !== 'success' || stale) void query.fetch();
    return () => {
      query.observers -= 1;
      client.release(query);
    };
  }, [client, query, enabled, staleTime]);

  // The last answer this component showed, for keepPreviousData.
  const previous = useRef<T | undefined>(undefined);
  if (state.status === 'success') previous.current = state.data;
  const placeholder =
    state.status === 'pending' && options.placeholderData !== undefined
      ? options.placeholderData(previous.current)
      : undefined;
  const isPlaceholderData = placeholder !== undefined;
  const { status, data, error } = isPlaceholderData
    ? { status: 'success' as const, data: placeholder, error: null }
    : state;
  return { ...outcome(status, data, error), isPlaceholderData } as QueryResult<T>;
}

/** Like useQuery, but the component suspends until the answer is there; a refusal is thrown. */
export function useSuspenseQuery<T>(
  options: Omit<UseQueryOptions<T>, 'enabled' | 'placeholderData'>,
): QueryResult<T> & { data: T } {
  const client = useQueryClient();
  const query = prepareQuery(client, options);
  // Suspends as TanStack Query does, by throwing the request; React renders again once it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspense's protocol
  if (query.state.status === 'pending') throw query.fetch();
  if (query.state.status === 'error' && query.state.error) throw query.state.error;
  return useQuery(options) as QueryResult<T> & { data: T };
}

export interface UseMutationOptions<TData, TError, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  retry?: Retry;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
}

/** What a component sees of a mutation: its outcome, and how to start it again or forget it. */
export type MutationResult<TData, TError, TVariables> = Outcome<TData, TError> & {
  mutate: (variables: TVariables) => void;
  reset: () => void;
};

/** A request that changes something (or is made on demand), with its state for the page. */
export function useMutation<TData = unknown, TError = Error, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
): MutationResult<TData, TError, TVariables> {
  const [state, setState] = useState<{ status: Status; data?: TData; error?: TError }>({
    status: 'idle',
  });
  const latestOptions = useRef(options);
  latestOptions.current = options;
  // Each call is numbered: only the latest one's outcome (and nothing after reset) is shown.
  const latestCall = useRef(0);

  const mutate = useCallback((variables: TVariables) => {
    const call = ++latestCall.current;
    const current = latestOptions.current;
    const settle = (next: typeof state) => {
      if (call === latestCall.current) setState(next);
    };
    setState({ status: 'pending' });
    withRetries(() => current.mutationFn(variables), Number(current.retry ?? 0)).then(
      (data) => {
        settle({ status: 'success', data });
        void current.onSuccess?.(data, variables);
      },
      (caught: unknown) => {
        settle({ status: 'error', error: caught as TError });
        void current.onError?.(caught as TError, variables);
      },
    );
  }, []);
  const reset = useCallback(() => {
    latestCall.current += 1;
    setState({ status: 'idle' });
  }, []);
  return { ...outcome(state.status, state.data, state.error), mutate, reset };
}
