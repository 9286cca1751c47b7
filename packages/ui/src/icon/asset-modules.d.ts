// Vite turns `?url` imports into the emitted file's public URL (hashed, served immutable); this
// package does not depend on Vite's client types, so the one form it uses is declared here.
declare module '*.svg?url' {
  const url: string;
  export default url;
}
