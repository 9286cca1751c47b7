import { vars } from '@district/theme/contract.css';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** Gives back the space held for a feed: the page's script never took over. */
const release = keyframes({ to: { minBlockSize: 0 } });

/**
 * What a lazy feed holds for its items until they arrive: a screen's height, and at least 90rem
 * (1,440 px). A loaded feed is taller (ten cards: 1,820-3,000 px measured on the demo district,
 * from a phone to a desktop), so whatever follows it (the next feeds, the footer) starts below
 * the screen and is still below it when the items push it down, even with the feed's top scrolled
 * well past: a reader sees nothing move (cumulative layout shift). Drawn into a panel of just its
 * title and link, a tablet's 404 page measured CLS 0.21 as its first row of feeds loaded.
 */
const held = 'max(100vh, 90rem)';

/**
 * Holds the space only on screens where scripts run (`scripting: enabled`): a reader without
 * JavaScript gets compact panels, and so does a printout. The server's markup (no `data-state`)
 * holds it for 10 s at most: if the page's script fails to load, the panels close up rather than
 * stay blank. Once the script waits for the feed (`data-state="waiting"`) the space is held until
 * the feed is loaded or has failed.
 */
const scriptedScreen = 'screen and (scripting: enabled)';

/** The held space is a column its panel fills. */
const holding = { display: 'flex', flexDirection: 'column', minBlockSize: held } as const;

export const feed = style({
  '@media': {
    [scriptedScreen]: {
      selectors: {
        '&:not([data-state])': { ...holding, animation: `${release} 0s 10s forwards` },
        '&[data-state="waiting"]': holding,
      },
    },
  },
});

const held$ = `${feed}:is(:not([data-state]), [data-state="waiting"])`;

globalStyle(`${held$} > section`, {
  '@media': { [scriptedScreen]: { flex: 1, display: 'flex', flexDirection: 'column' } },
});

/**
 * Where the cards will be, faint bars: the panel's empty message (LazyFeed passes none) fills the
 * held space, so a slow feed reads as loading rather than as a gap. When the space is given back
 * the message has no room left and the bars go with it.
 */
globalStyle(`${held$} > section > p:empty`, {
  '@media': {
    [scriptedScreen]: {
      flex: 1,
      margin: 0,
      backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.surfaceRaised} 0 6rem, transparent 6rem 7.5rem)`,
    },
  },
});
