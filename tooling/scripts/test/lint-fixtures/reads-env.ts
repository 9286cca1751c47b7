// Reads a variable where only the env modules may.
export const port = Number(process.env.PORT ?? 3000);
