/**
 * A fake translation function (docs/behaviour.md#translation) on 127.0.0.1 for tests. It checks
 * each request the way a strict upstream would (path, method, the exact body
 * `{inputs: [{text}], to, from: 'en', textType: 'html'}`, Azure Translator's limits of 1,000 texts
 * and 50,000 characters) and answers each input, in order, with a marked translation that keeps the
 * HTML intact: every text node becomes `[to] text`, tags and attributes are untouched, and text
 * inside `translate="no"` stays as it was (Azure Translator honours the attribute for HTML input).
 * It can fail, hang or answer garbage on demand.
 */
import { z } from 'zod';
import {
  type LocalServer,
  type RecordedRequest,
  sendJson,
  startLocalServer,
} from '../../testing/local-http-server';

/** The exact request body the translation function accepts. */
export const translateRequestSchema = z.strictObject({
  inputs: z.array(z.strictObject({ text: z.string() })).min(1),
  to: z.string().min(1),
  from: z.literal('en'),
  textType: z.literal('html'),
});
/** A parsed request body. */
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/** How the fake answers. */
export type FakeTranslatorMode =
  | { kind: 'translate' }
  | { kind: 'fail'; status: number; message: string }
  | { kind: 'hang' }
  /** 200 with a JSON content type and a body cut off in the middle. */
  | { kind: 'garbage' }
  /** Translates, and translates the words of `{placeholders}` too, as real services sometimes do. */
  | { kind: 'translate-placeholders' }
  /** Translates, and appends this markup to every text: a compromised or broken service. */
  | { kind: 'inject'; html: string };

/** A running fake. */
export interface FakeTranslator {
  /** The `FUNCTIONS_ENDPOINT` to configure (the fake serves `{url}/translate`). */
  url: string;
  /** Every request, as received. */
  requests: RecordedRequest[];
  /** The parsed bodies of the valid requests. */
  bodies: TranslateRequest[];
  /** Why requests were refused; a test expects this to stay empty. */
  violations: string[];
  /** Changes how the next requests are answered. */
  setMode(mode: FakeTranslatorMode): void;
  close(): Promise<void>;
}

// Elements without content or end tag: they open nothing that could be left untranslated.
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Marks every text node of `html` as translated into `to`; tags stay exactly as they were. Text
 * inside an element marked `translate="no"` is left as it is, as the real service does for HTML.
 */
export function markTranslation(html: string, to: string): string {
  // The open elements, each with whether it (or an ancestor) says translate="no".
  const open: { name: string; keep: boolean }[] = [];
  const keeping = () => open.at(-1)?.keep ?? false;
  return html.replace(/<[^>]*>|[^<]+/g, (token) => {
    if (!token.startsWith('<')) {
      return token.trim() === '' || keeping() ? token : `[${to}] ${token}`;
    }
    const closing = /^<\/\s*([a-zA-Z][\w-]*)/.exec(token);
    if (closing) {
      const name = (closing[1] ?? '').toLowerCase();
      const at = open.map((element) => element.name).lastIndexOf(name);
      if (at >= 0) open.length = at;
      return token;
    }
    const opening = /^<\s*([a-zA-Z][\w-]*)/.exec(token);
    if (!opening) return token;
    const name = (opening[1] ?? '').toLowerCase();
    if (VOID_ELEMENTS.has(name) || token.endsWith('/>')) return token;
    const translateAttribute = /\stranslate\s*=\s*["']?(yes|no)\b/i.exec(token)?.[1];
    const keep = translateAttribute ? translateAttribute.toLowerCase() === 'no' : keeping();
    open.push({ name, keep });
    return token;
  });
}

const MAX_TEXTS = 1_000;
const MAX_CHARACTERS = 50_000;

/** Starts the fake on an ephemeral port. */
export async function startFakeTranslator(
  initial: FakeTranslatorMode = { kind: 'translate' },
): Promise<FakeTranslator> {
  let mode = initial;
  const bodies: TranslateRequest[] = [];
  const violations: string[] = [];
  const server: LocalServer = await startLocalServer((request, response) => {
    if (request.method !== 'POST' || request.path !== '/translate') {
      violations.push(`${request.method} ${request.path}`);
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const parsed = translateRequestSchema.safeParse(safeJson(request.body));
    if (!parsed.success) {
      violations.push(`bad body: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      sendJson(response, 400, { message: 'Bad Request' });
      return;
    }
    const body = parsed.data;
    const characters = body.inputs.reduce((sum, input) => sum + input.text.length, 0);
    // A single text longer than the character limit goes through: it cannot be split further.
    if (body.inputs.length > MAX_TEXTS || (characters > MAX_CHARACTERS && body.inputs.length > 1)) {
      violations.push(`over the limits: ${body.inputs.length} texts, ${characters} characters`);
    }
    bodies.push(body);
    if (mode.kind === 'hang') return;
    if (mode.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[{"text": "<p>[es] Hel');
      return;
    }
    if (mode.kind === 'fail') {
      sendJson(response, mode.status, { message: mode.message });
      return;
    }
    const translate = (text: string) => {
      const marked = markTranslation(text, body.to);
      if (mode.kind === 'inject') return `${marked}${mode.html}`;
      return mode.kind === 'translate-placeholders'
        ? marked.replace(/\{(\w+)\}/g, `{${body.to}_$1}`)
        : marked;
    };
    sendJson(
      response,
      200,
      body.inputs.map((input) => ({ text: translate(input.text), to: body.to })),
    );
  });
  return {
    url: server.url,
    requests: server.requests,
    bodies,
    violations,
    setMode: (next) => {
      mode = next;
    },
    close: () => server.close(),
  };
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
