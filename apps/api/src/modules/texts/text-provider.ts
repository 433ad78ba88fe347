// Text messages (SMS) leave through a provider. The embedded default is the outbox itself: with
// no provider configured, texts are kept there and shown on the non-production mail page, as
// email is without an SMTP server. A provider adapter implements this interface.

export interface TextProvider {
  readonly name: string;
  /** Sends one text; throws when the provider refuses, so the delivery is retried. */
  send(to: string, body: string): Promise<void>;
}
