// The base styles first: the one stylesheet lists each module's styles in the order the build
// first meets it, and base rules (`:lang(ar)`, `[hidden]`) weigh as much as a component's class,
// so they must come before every component's, whatever order the routes are built in.
import '@district/theme/font-faces';
import '@district/theme/global.css';
import './org/base-theme.css';
import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
