import { Fragment, type ReactNode } from 'react';
import { contentInEnglish, langMarks, useChrome } from './use-chrome';

/**
 * Language marks for a route's own words among content (WCAG 3.1.2): `ui` marks the route's words,
 * `content` marks content inside them back, `inUi(code)` anything else; only where they differ.
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

/** A template's placeholders filled with elements; `fillLabel` (labels.ts) is the string form. */
export function fillNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}
