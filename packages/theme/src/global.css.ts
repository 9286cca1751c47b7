/**
 * Page-wide styles: box model, body type and colours, links, a focus ring that is never removed,
 * and reduced motion. The site imports this file once (`import '@district/theme/global.css'`).
 */
import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './contract.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Stops iOS enlarging text on rotation, which would reflow the page under the reader's thumb.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keeps a focused or targeted element clear of the top edge after a skip link or anchor jump.
  scrollPaddingBlockStart: vars.space.large,
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100vh',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  overflowWrap: 'break-word',
});

// Scripts with tall letterforms need more leading: Arabic and Persian, and Urdu's Nastaliq most.
globalStyle(':lang(ar), :lang(fa), :lang(he)', { lineHeight: vars.typography.lineHeight.relaxed });
globalStyle(':lang(ur)', { lineHeight: '2' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.strong,
  lineHeight: vars.typography.lineHeight.tight,
  marginBlock: `0 ${vars.space.small}`,
  // Printed, a heading stays with what it heads.
  '@media': { print: { breakAfter: 'avoid' } },
});

globalStyle('p', { marginBlock: `0 ${vars.space.medium}` });

globalStyle('a', {
  color: vars.color.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '0.0625em',
  textUnderlineOffset: '0.15em',
});
globalStyle('a:hover', { color: vars.color.linkHover, textDecorationThickness: '0.125em' });

globalStyle('img, svg, video', { maxInlineSize: '100%', blockSize: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A `hidden` element stays hidden even when a component class sets `display`.
globalStyle('[hidden]', { display: 'none !important' });

// The focus ring: at least 3px in the focus colour on every focusable element, for keyboard
// users only (`:focus-visible`), and never switched off anywhere. Components on a brand
// background recolour it with `brandContrast`; none removes it.
globalStyle(':focus-visible', {
  outlineStyle: 'solid',
  outlineWidth: vars.layout.focusWidth,
  outlineColor: vars.color.focus,
  outlineOffset: vars.layout.focusOffset,
});

globalStyle('::selection', { backgroundColor: vars.color.brandSoft, color: vars.color.text });

globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

// Readers who asked for less motion get none: animations and transitions finish at once.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
