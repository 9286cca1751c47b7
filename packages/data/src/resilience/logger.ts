/**
 * The one logger interface of the data layer. Adapters and the resilience layer log through it so
 * the server can plug in its own (structured) logger; the default writes to the console.
 */

/** A structured logger: a context object first, then a human message. */
export interface Logger {
  info(context: Record<string, unknown>, message: string): void;
  warn(context: Record<string, unknown>, message: string): void;
  error(context: Record<string, unknown>, message: string): void;
}

/** The default logger: one console line per entry, context as JSON. */
export const consoleLogger: Logger = {
  info: (context, message) => console.info(message, JSON.stringify(context)),
  warn: (context, message) => console.warn(message, JSON.stringify(context)),
  error: (context, message) => console.error(message, JSON.stringify(context)),
};

/** A logger that keeps entries in memory, for tests that assert what was logged. */
export interface MemoryLogger extends Logger {
  entries: {
    level: 'info' | 'warn' | 'error';
    context: Record<string, unknown>;
    message: string;
  }[];
}

/** Creates a {@link MemoryLogger}. */
export function createMemoryLogger(): MemoryLogger {
  const entries: MemoryLogger['entries'] = [];
  return {
    entries,
    info: (context, message) => entries.push({ level: 'info', context, message }),
    warn: (context, message) => entries.push({ level: 'warn', context, message }),
    error: (context, message) => entries.push({ level: 'error', context, message }),
  };
}

/** Turns anything thrown into a loggable description (never the full object graph). */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return {
      error: error.message,
      name: error.name,
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { error: String(error) };
}
