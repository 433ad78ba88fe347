// OpenTelemetry traces, sent over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set: one trace per
// request, from the HTTP server span (named by its Fastify route) down to every SQL statement the
// request runs, the outbox's inserts among them. Off, nothing here loads: the SDK is imported only
// when tracing is configured, so a server without it pays nothing.
//
// Instrumentation works by patching `http` and `pg` as they are required, so it must start before
// anything loads them: the server starts tracing first and imports the app afterwards.
//
// What a filer typed never reaches a span: statements carry their text with placeholders, never
// their parameters, and a query string keeps its names but not its values.
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { AppConfig } from '../config.ts';
import { redactedQuery } from './redacted-query.ts';

export interface Tracing {
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/** Request paths never traced: probes and scrapes come every few seconds and say nothing new. */
const untracedPaths = new Set(['/livez', '/readyz', '/metrics']);

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/**
 * Starts tracing when it is configured; returns null (and loads nothing) when it is not. Call it
 * before the app (and so Fastify and pg) is imported. `exporter` replaces the OTLP exporter, and
 * then spans are handed over one by one rather than in batches.
 */
export async function startTracing(
  settings: AppConfig['tracing'],
  exporter?: SpanExporter,
): Promise<Tracing | null> {
  if (settings === null) return null;
  const [
    { trace },
    { NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor },
    { resourceFromAttributes },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    diagnostics,
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('node:diagnostics_channel'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [
      exporter === undefined
        ? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))
        : new SimpleSpanProcessor(exporter),
    ],
  });
  provider.register();

  // The server span of each request, so the Fastify route (known only once routing is done) can
  // name it: "POST /business-api/file/receipt" rather than the path with its IDs.
  const serverSpans = new WeakMap<IncomingMessage, Span>();
  const http = new HttpInstrumentation({
    ignoreIncomingRequestHook: (request) => untracedPaths.has(pathOf(request.url)),
    // Calls out (to the payment provider) are traced only as part of a request or a job's trace.
    requireParentforOutgoingSpans: true,
    startIncomingSpanHook: (request) => ({ 'url.query': redactedQuery(request.url) }),
    requestHook: (span, request) => {
      if (!('setHeader' in request)) serverSpans.set(request, span);
    },
  });
  const pg = new PgInstrumentation({
    // The default already, said here because it matters: parameters hold names and addresses.
    enhancedDatabaseReporting: false,
    // Statements of the background jobs' polls alone would be a trace every few seconds.
    requireParentSpan: true,
  });
  for (const instrumentation of [http, pg]) {
    instrumentation.setTracerProvider(provider);
    instrumentation.enable();
  }
  const nameByRoute = (message: unknown) => {
    const { request, route } = message as {
      request: { raw: IncomingMessage };
      route: { url: string; method: string };
    };
    const span = serverSpans.get(request.raw);
    if (span === undefined) return;
    span.setAttribute('http.route', route.url);
    span.updateName(`${request.raw.method ?? route.method} ${route.url}`);
  };
  diagnostics.subscribe('tracing:fastify.request.handler:start', nameByRoute);

  // pg is CommonJS that the app imports from ES modules; whether such an import passes through the
  // require hook the instrumentation relies on depends on the Node version. Requiring it here
  // patches the one copy that the later imports then share, on every version.
  createRequire(import.meta.url)('pg');

  return {
    async shutdown() {
      diagnostics.unsubscribe('tracing:fastify.request.handler:start', nameByRoute);
      http.disable();
      pg.disable();
      await provider.shutdown();
      trace.disable();
    },
  };
}
