import { Fragment, type ReactNode } from 'react';
import { contentInEnglish, langMarks, useChrome } from './use-chrome';

/**
 * Where a route's own words (server/strings/route-strings.server.ts) sit among the page's content: `ui`
 * marks the route's words with their language, `content` marks content inside them back, and
 * `inUi(code)` marks something else inside them that is in language `code`: each only when the
 * languages differ (WCAG 3.1.2). The content region is in English on a page in another language
 * whose content stayed English; the route's words are in the reader's language wherever we have
 * them.
 */
export function useStringsLang(lang: string) {
  const chrome = useChrome();
  const reader = chrome.language;
  const region = contentInEnglish(chrome) ? 'en' : reader.code;
  return {
    ui: langMarks(lang, region, reader),
    content: langMarks(region, lang, reader),
    inUi: (code: string) => langMarks(code, lang, reader),
  };
}

/**
 * A template's placeholders filled with elements (`{category}` → a `<span lang="en">`), for words
 * where a value needs its own markup; `fillLabel` (labels.ts) is the string form.
 */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}
