// Traces: with a collector configured, a request's server span is named by its route and every SQL
// statement it runs is its descendant (the mail queued while a filing is recorded among them); no
// span carries what the filer typed, the card number included. Without one, nothing is registered.
//
// Tracing patches pg as it loads, so it starts here before anything imports the app or the
// database: those are imported dynamically below.
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTracing, type Tracing } from '../../src/operations/tracing.ts';

// With the variable unset, before tracing is started for the rest of the file.
const unset = await startTracing(loadConfig({}).tracing);
const unsetSpan = trace.getTracer('registrar-test').startSpan('probe');
unsetSpan.end();

const exporter = new InMemorySpanExporter();
const tracing = (await startTracing(
  loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).tracing,
  exporter,
)) as Tracing;

const { browserCookie, createTestApp, jsonHeaders } = await import('../support/test-app.ts');
const { minimalFiling, payAtCheckoutOverHttp, paymentBody, saveDraft } =
  await import('../filings/flow-support.ts');

describe('tracing unset', () => {
  it('registers nothing', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(unset).toBeNull();
    // The global tracer is still the no-op one: its spans record nothing and carry no trace.
    expect(unsetSpan.isRecording()).toBe(false);
    expect(trace.isSpanContextValid(unsetSpan.spanContext())).toBe(false);
  });
});

describe('tracing a filing', () => {
  const entityName = `Tracing Lantern Works ${Date.now()} LLC`;
  const cardNumber = '4111111111111111';
  let spans: ReadableSpan[];

  /** The one server span of a route. */
  const serverSpan = (route: string): ReadableSpan => {
    const found = spans.filter((span) => span.attributes['http.route'] === route);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  /** The SQL statements under a span: same trace, and a chain of parents up to it. */
  const statementsUnder = (root: ReadableSpan): ReadableSpan[] => {
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const descends = (span: ReadableSpan): boolean => {
      for (let parent = span.parentSpanContext; parent !== undefined;) {
        if (parent.spanId === root.spanContext().spanId) return true;
        parent = byId.get(parent.spanId)?.parentSpanContext;
      }
      return false;
    };
    return spans.filter(
      (span) =>
        span.attributes['db.system.name'] === 'postgresql' &&
        span.spanContext().traceId === root.spanContext().traceId &&
        descends(span),
    );
  };

  const queryTexts = (statements: ReadableSpan[]) =>
    statements.map((span) => String(span.attributes['db.query.text']));

  beforeAll(async () => {
    const testApp = await createTestApp('postgres');
    try {
      const draftRef = await saveDraft(testApp.app);
      // Through a real socket: the server span belongs to the HTTP server. Everything from the
      // payment on is traced, the card form's post among it.
      const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      exporter.reset();
      const post = (path: string, body: Record<string, unknown>) =>
        fetch(`${address}${path}`, {
          method: 'POST',
          // The browser that saved the draft pays for it.
          headers: { ...jsonHeaders, cookie: browserCookie },
          body: JSON.stringify(body),
        });
      // Subscribed to mail: recording the filing queues its confirmation.
      const filing = minimalFiling(entityName);
      filing.notifications = {
        ...filing.notifications,
        emailNotificationRadio: 'Y',
        emails: [{ email: 'subscriber@example.com' }],
      };
      const started = await post('/business-api/payment', paymentBody(filing, draftRef));
      expect(started.status).toBe(200);
      const { paymentURL, refId, receiptToken } = (
        (await started.json()) as {
          apiData: { paymentURL: string; refId: string; receiptToken: string };
        }
      ).apiData;
      await payAtCheckoutOverHttp(address, paymentURL, cardNumber);
      const receipt = await post(
        `/business-api/file/receipt?from=${encodeURIComponent(entityName)}`,
        { refId },
      );
      expect(receipt.status).toBe(200);
      const mailed = await post('/ens-db-api/send-email', {
        refId,
        receiptToken,
        emailTo: 'filer@example.com',
      });
      expect(mailed.status).toBe(200);
    } finally {
      await testApp.close();
    }
    spans = exporter.getFinishedSpans();
  });

  afterAll(async () => {
    await tracing.shutdown();
  });

  it('names the server span by its route', () => {
    const server = serverSpan('/business-api/file/receipt');
    expect(server.name).toBe('POST /business-api/file/receipt');
    expect(server.parentSpanContext).toBeUndefined();
    expect(server.attributes['http.response.status_code']).toBe(200);
  });

  it('traces the SQL statements of recording under the receipt call', () => {
    const statements = statementsUnder(serverSpan('/business-api/file/receipt'));
    const texts = queryTexts(statements);
    expect(texts).toContain('begin');
    expect(texts.some((text) => /^insert into "entities"/.test(text))).toBe(true);
    expect(texts).toContain('commit');
    // Only statements of a request are traced, and each of them under its request.
    const all = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    const servers = spans.filter((span) => 'http.route' in span.attributes);
    expect(new Set(servers.flatMap(statementsUnder))).toEqual(new Set(all));
  });

  it("traces the confirmation mail's outbox insert inside recording's transaction", () => {
    const texts = queryTexts(
      statementsUnder(serverSpan('/business-api/file/receipt')).sort((a, b) =>
        a.startTime[0] === b.startTime[0]
          ? a.startTime[1] - b.startTime[1]
          : a.startTime[0] - b.startTime[0],
      ),
    );
    const begin = texts.indexOf('begin');
    const queued = texts.findIndex((text) => /insert into outbox/.test(text));
    const commit = texts.indexOf('commit', begin);
    expect([begin, queued, commit].every((index) => index >= 0)).toBe(true);
    expect(begin).toBeLessThan(queued);
    expect(queued).toBeLessThan(commit);
  });

  it('traces the outbox insert under the call that queues the mail', () => {
    const texts = queryTexts(statementsUnder(serverSpan('/ens-db-api/send-email')));
    expect(texts.some((text) => /insert into outbox/.test(text))).toBe(true);
  });

  it('records neither the entity name nor the card number', () => {
    // The card form's post is among the spans looked through.
    expect(
      spans.some(
        (span) =>
          span.attributes['http.request.method'] === 'POST' &&
          span.attributes['http.route'] === '/payment/checkout/:providerRef',
      ),
    ).toBe(true);
    const values = spans.flatMap((span) => Object.values(span.attributes).map(String));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value.toLowerCase()).not.toContain('lantern');
      expect(value).not.toContain(cardNumber);
    }
    // Statement texts carry placeholders; a query string, its names only.
    expect(queryTexts(spans.filter((span) => 'db.query.text' in span.attributes))).toEqual(
      expect.arrayContaining([expect.stringMatching(/\$1/)]),
    );
    expect(serverSpan('/business-api/file/receipt').attributes['url.query']).toBe('from=REDACTED');
  });
});
