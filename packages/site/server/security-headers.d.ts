import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sets the static security headers on a node:http response. */
export declare function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void;
