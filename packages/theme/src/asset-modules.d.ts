// Vite turns `?url` imports into the emitted file's public URL; this package does not depend on
// Vite's client types, so the one form it uses is declared here.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
