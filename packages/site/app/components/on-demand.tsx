import { type ComponentType, lazy, Suspense } from 'react';

// Components only some pages show, left out of every page's script and loaded on first render.
// The server awaits them at start and renders them whole; each sits in a Suspense boundary so the
// rest of the page hydrates at once. Their styles stay in the one stylesheet (vite-plugin.js).

/** `Component` in a Suspense boundary that shows nothing else: the server never suspends it. */
function inBoundary<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** A component that the browser loads the first time it renders it. */
function loadedOnRender<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const loadAnalytics = () => import('./analytics').then((module) => module.Analytics);
const loadErrorPage = () => import('./error-page').then((module) => module.ErrorPage);
const loadPreviewBanner = () =>
  import('@district/ui/preview-banner/preview-banner').then((module) => module.PreviewBanner);
const loadContentCheckPanel = () =>
  import('@district/ui/content-check-panel/content-check-panel').then(
    (module) => module.ContentCheckPanel,
  );

const loadFileCard = () =>
  import('@district/ui/file-card/file-card').then((module) => module.FileCard);
const loadPersonCard = () =>
  import('@district/ui/person-card/person-card').then((module) => module.PersonCard);

/** A file of a documents feed. */
export const FileCard = inBoundary(
  import.meta.env.SSR ? await loadFileCard() : loadedOnRender(loadFileCard),
);

/** A person of a staff feed. */
export const PersonCard = inBoundary(
  import.meta.env.SSR ? await loadPersonCard() : loadedOnRender(loadPersonCard),
);

/** Google Analytics, on the sites that set `ANALYTICS_ID`. */
export const Analytics = inBoundary(
  import.meta.env.SSR ? await loadAnalytics() : loadedOnRender(loadAnalytics),
);

/** The error page (the root's error boundary). */
export const ErrorPage = inBoundary(
  import.meta.env.SSR ? await loadErrorPage() : loadedOnRender(loadErrorPage),
);

/** The banner of a CMS preview. */
export const PreviewBanner = inBoundary(
  import.meta.env.SSR ? await loadPreviewBanner() : loadedOnRender(loadPreviewBanner),
);

/** A CMS preview's content check. */
export const ContentCheckPanel = inBoundary(
  import.meta.env.SSR ? await loadContentCheckPanel() : loadedOnRender(loadContentCheckPanel),
);
