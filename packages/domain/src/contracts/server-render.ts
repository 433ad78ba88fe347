// The web app's server entry: how the API server asks it to render a page under /business and
// what it answers. Both sides are in this repository; this is the one description of the seam.

/** What a call made while rendering gets back: enough of a fetch Response for the web's client. */
export interface ServerRenderResponse {
  status: number;
  ok: boolean;
  /** The answer's headers by name, as fetch's Headers reads them (Retry-After of a 429). */
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/** A call as the web's client makes it (path under an API prefix, with its query string). */
export interface ServerRenderCall {
  method: string;
  headers: Record<string, string>;
  /** JSON text, or a multipart body (an upload) with its content type in the headers. */
  body?: string | Uint8Array;
}

/** A form the browser sent to a page itself (a post of its fields, in their order). */
/** A file a form posted (multipart), in memory: pages take a few small files at most. */
export interface SubmittedFile {
  /** The form field's name. */
  field: string;
  fileName: string;
  mimeType: string;
  data: Uint8Array;
}

export interface SubmittedForm {
  fields: [name: string, value: string][];
  /** The files of a multipart form (an upload), if any. */
  files?: SubmittedFile[];
  /**
   * The post carried this site's form token and came from this site. When not (an expired form,
   * or another site's), no action runs: the page shows the form as sent, asking to send it again.
   */
  fromThisSite: boolean;
}

/** A field's problem as a page's form shows it: the field's name and the message. */
export interface FormFieldError {
  field: string;
  message: string;
}

/**
 * What a page carries after its form was posted and refused: which form, what was typed (never a
 * password, never the form's token), each field's message and a message for the whole form.
 */
export interface FormOutcome {
  form: string;
  fields: [name: string, value: string][];
  errors: FormFieldError[];
  alert?: string;
}

export interface ServerRenderRequest {
  /** The page's address as requested: /business/... with its query string. */
  url: string;
  /**
   * The browser's form token (its cookie): every form on the page carries it in a hidden field,
   * and the server takes a form post only when the two match.
   */
  formToken: string;
  /** A form posted to this address: the page's action handles it before anything renders. */
  submission?: SubmittedForm;
  /**
   * What the address asked for was refused (a document that cannot be given now), with the
   * answer's status and, for a 429, its Retry-After: the page says so as it says a refused form's
   * message for the whole page.
   */
  refusal?: { status: number; message: string; retryAfterSeconds?: number };
  /** Makes the page's calls to the API in the same process, as the requesting browser. */
  call: (path: string, init: ServerRenderCall) => Promise<ServerRenderResponse>;
  /** The static fragments (banner, footer) the page carries, by the address they are published at. */
  fragments: ReadonlyMap<string, string>;
  /** Stop waiting for the page's calls after this long: the browser then renders the page. */
  timeoutMs: number;
  /** Told of an error that made a part of the page render in the browser instead. */
  reportError: (error: unknown) => void;
}

/** What the page carries for the browser that takes it over (JSON in the page). */
export interface ServerRenderState {
  /** The answers the page was rendered with, as the web's query cache lists them. */
  queries: unknown[];
  /** Page modules the page showed (names in the build's manifest), to load before taking over. */
  modules: string[];
  /**
   * How many parts the browser takes the page over in (each loading boundary's content is a pass
   * of its own): the page is the app's once all of them are.
   */
  takeOverParts: number;
  /** The browser's form token, for the forms of the page. */
  formToken: string;
  /** A refused form post: the page shows it as typed with its messages. */
  formOutcome?: FormOutcome;
}

export type ServerRenderResult =
  /** Send the browser there; after a form post the server answers 303, so reload never posts again. */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /**
       * 200, or the status the page asked for (404 for an address that is no page, 400 for a
       * refused form post, 405 for a post to a page that takes none).
       */
      status: number;
      html: string;
      title: string | undefined;
      state: ServerRenderState;
    };

/** The module the web app's server build exports. */
export interface ServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
