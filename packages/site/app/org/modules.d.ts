// The aliases the Vite plugin adds; typed through the package name, not a relative path, so a
// mistake is a type error rather than a silent `any` (ARCHITECTURE.md, pitfalls).
declare module '~org' {
  const config: import('@district/core/org/org-config').OrgConfig;
  export default config;
}
declare module '~org-theme' {
  const themeClass: string | undefined;
  export default themeClass;
}

// Single fetch (v3_singleFetch) changes what loaders' data looks like to useLoaderData.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
