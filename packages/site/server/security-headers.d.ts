import type { ServerResponse } from 'node:http';
import type { RequestOrigin } from './request-listener';

/** Sets the static security headers on a node:http response; HSTS when `origin` is https. */
export declare function setSecurityHeaders(res: ServerResponse, origin: RequestOrigin): void;
