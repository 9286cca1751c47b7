import type { IncomingMessage, ServerResponse } from 'node:http';

/** Cache-Control of a static file of the client build. */
export declare function assetCacheControl(pathname: string): string;
/**
 * Serves the client build: text files compressed from memory, other files streamed from disk
 * (validators, one byte range, HEAD). A path that is not a file of the build, or no longer one,
 * goes to `next`.
 */
export declare function createStaticAssets(
  clientDirectory: string,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
