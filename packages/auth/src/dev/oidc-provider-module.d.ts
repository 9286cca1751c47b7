/**
 * The slice of oidc-provider 8.8.1's API the development provider uses; the package ships no
 * type declarations and @types/oidc-provider is not installed.
 */
declare module 'oidc-provider' {
  /** The Koa context, as far as our middleware touches it. */
  export interface ProviderContext {
    method: string;
    path: string;
    querystring: string;
    type: string;
    body: unknown;
  }

  /** A Koa middleware. */
  export type ProviderMiddleware = (
    ctx: ProviderContext,
    next: () => Promise<void>,
  ) => Promise<void> | void;

  /** Provider configuration (checked by oidc-provider itself at construction). */
  export type ProviderConfiguration = Record<string, unknown>;

  /** The OpenID provider. */
  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    use(middleware: ProviderMiddleware): void;
    callback(): (
      req: import('node:http').IncomingMessage,
      res: import('node:http').ServerResponse,
    ) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };
}
