import '@testing-library/jest-dom/vitest';
import { Suspense, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from './query.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The state a result is in, as TanStack Query's `status` names it. */
function statusOf(result: { isPending: boolean; isSuccess: boolean; isError: boolean }) {
  if (result.isPending) return 'pending';
  return result.isSuccess ? 'success' : result.isError ? 'error' : 'idle';
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('useQuery', () => {
  it('asks once for a key that two components show, and shows both the answer', async () => {
    const answer = deferred<string>();
    const queryFn = vi.fn(() => answer.promise);
    function Name({ label }: { label: string }) {
      const query = useQuery({ queryKey: ['name'], queryFn });
      return <p>{query.isPending ? `${label} waiting` : `${label}: ${query.data}`}</p>;
    }
    renderWith(
      new QueryClient(),
      <>
        <Name label="first" />
        <Name label="second" />
      </>,
    );
    expect(screen.getByText('first waiting')).toBeInTheDocument();
    answer.resolve('Mountain Peak Ventures LLC');
    expect(await screen.findByText('first: Mountain Peak Ventures LLC')).toBeInTheDocument();
    expect(screen.getByText('second: Mountain Peak Ventures LLC')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not ask while disabled, and asks when enabled', async () => {
    const queryFn = vi.fn(async () => 'answer');
    function Page() {
      const [enabled, setEnabled] = useState(false);
      const query = useQuery({ queryKey: ['later'], queryFn, enabled });
      return (
        <>
          <button onClick={() => setEnabled(true)}>Ask</button>
          <p>{statusOf(query)}</p>
        </>
      );
    }
    renderWith(new QueryClient(), <Page />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('success')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('starts with the initial data, and asks only once it is stale', async () => {
    const queryFn = vi.fn(async () => 'asked');
    function Page() {
      const query = useQuery({ queryKey: ['env'], queryFn, initialData: () => 'given' });
      return <p>{query.isSuccess ? query.data : 'waiting'}</p>;
    }
    renderWith(new QueryClient(), <Page />);
    expect(screen.getByText('given')).toBeInTheDocument();
    expect(await screen.findByText('asked')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries a failed request as often as asked, then shows the error', async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError(500, { message: 'down' });
    });
    function Page() {
      const query = useQuery({ queryKey: ['failing'], queryFn, retry: 1 });
      return <p>{query.isError ? `error ${query.error.message}` : statusOf(query)}</p>;
    }
    renderWith(new QueryClient(), <Page />);
    expect(await screen.findByText('error down', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous answer on screen while the next key loads', async () => {
    const pages = new Map([1, 2].map((page) => [page, deferred<string>()]));
    function Results() {
      const [page, setPage] = useState(1);
      const query = useQuery({
        queryKey: ['results', page],
        queryFn: () => pages.get(page)!.promise,
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <button onClick={() => setPage(2)}>Next page</button>
          <p>{query.isSuccess ? query.data : 'waiting'}</p>
          <p>{query.isPlaceholderData ? 'previous page' : 'this page'}</p>
        </>
      );
    }
    renderWith(new QueryClient(), <Results />);
    pages.get(1)!.resolve('page one');
    expect(await screen.findByText('page one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('page one')).toBeInTheDocument();
    expect(screen.getByText('previous page')).toBeInTheDocument();
    pages.get(2)!.resolve('page two');
    expect(await screen.findByText('page two')).toBeInTheDocument();
    expect(screen.getByText('this page')).toBeInTheDocument();
  });

  it('shows what setQueryData puts in, and asks again on refetchQueries', async () => {
    let calls = 0;
    const queryFn = vi.fn(async () => `answer ${++calls}`);
    function Page() {
      const client = useQueryClient();
      const query = useQuery({ queryKey: ['session', 'staff'], queryFn, staleTime: Infinity });
      return (
        <>
          <p>{query.data ?? 'none'}</p>
          <button onClick={() => client.setQueryData(['session', 'staff'], 'set by hand')}>
            Set
          </button>
          <button onClick={() => void client.refetchQueries({ queryKey: ['session'] })}>
            Again
          </button>
        </>
      );
    }
    renderWith(new QueryClient(), <Page />);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByText('set by hand')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('starts with the answers of a server-rendered page and does not ask for them again', async () => {
    const server = new QueryClient({ server: true });
    server.setQueryData(['record', '20150000000'], { name: 'Mountain Peak Ventures LLC' });
    server.query(['record', 'unknown']).update({
      status: 'error',
      error: new ApiError(404, { code: 404, message: 'No such entity' }),
    });
    // As the page carries them: JSON.
    const carried: unknown = JSON.parse(JSON.stringify(server.dehydrate()));
    const browser = new QueryClient();
    browser.hydrate(carried as ReturnType<QueryClient['dehydrate']>);

    const queryFn = vi.fn(async () => ({ name: 'asked again' }));
    function Record({ entityId }: { entityId: string }) {
      const query = useQuery({ queryKey: ['record', entityId], queryFn });
      if (query.isError) {
        const status = query.error instanceof ApiError ? query.error.status : 'unknown';
        return <p>refused {status}</p>;
      }
      return <p>{query.data?.name ?? 'waiting'}</p>;
    }
    renderWith(
      browser,
      <>
        <Record entityId="20150000000" />
        <Record entityId="unknown" />
      </>,
    );
    expect(screen.getByText('Mountain Peak Ventures LLC')).toBeInTheDocument();
    expect(screen.getByText('refused 404')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('useSuspenseQuery', () => {
  it('shows the fallback until the answer arrives', async () => {
    const answer = deferred<string | null>();
    function Help() {
      const query = useSuspenseQuery({ queryKey: ['help'], queryFn: () => answer.promise });
      return <p>help: {String(query.data)}</p>;
    }
    renderWith(
      new QueryClient(),
      <Suspense fallback={<p>loading help</p>}>
        <Help />
      </Suspense>,
    );
    expect(screen.getByText('loading help')).toBeInTheDocument();
    answer.resolve(null);
    expect(await screen.findByText('help: null')).toBeInTheDocument();
  });
});

describe('useMutation', () => {
  it('goes from idle to pending to success or error, calls back, and resets', async () => {
    const onError = vi.fn();
    const send = deferred<string>();
    const mutationFn = vi.fn((to: string) =>
      to === 'bad' ? Promise.reject(new Error('refused')) : send.promise,
    );
    function Page() {
      const mutation = useMutation({ mutationFn, onError });
      return (
        <>
          <button onClick={() => mutation.mutate('good')}>Send</button>
          <button onClick={() => mutation.mutate('bad')}>Send badly</button>
          <button onClick={() => mutation.reset()}>Reset</button>
          <p>
            {statusOf(mutation)} {mutation.isSuccess ? mutation.data : ''}
            {mutation.isError ? mutation.error.message : ''}
          </p>
        </>
      );
    }
    renderWith(new QueryClient(), <Page />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('pending')).toBeInTheDocument();
    send.resolve('Email has been sent!');
    expect(await screen.findByText('success Email has been sent!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send badly' }));
    expect(await screen.findByText('error refused')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
  });
});
