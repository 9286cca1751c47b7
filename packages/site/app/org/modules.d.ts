// The alias the Vite plugin adds; typed through the package name, not a relative path, so a
// mistake is a type error rather than a silent `any` (ARCHITECTURE.md, pitfalls).
declare module '~org' {
  const config: import('@district/core/org/org-config').OrgConfig;
  export default config;
}
