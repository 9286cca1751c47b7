import type { IncomingMessage, ServerResponse } from 'node:http';

/** Cache-Control of a static file of the client build. */
export declare function assetCacheControl(pathname: string): string;
/** Serves the client build, text files compressed from memory. */
export declare function createStaticAssets(
  clientDirectory: string,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
