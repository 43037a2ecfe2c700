'use client';

/**
 * The one writer of `document.title` under a `RouteAnnouncer` (which `RouterRoot` renders). Two
 * sources name the page: its `PageHeading` (or any `useDocumentTitle`) and the route's
 * `handle.title`. The page's own title wins whenever one is reported, the route's is the fallback
 * while none is, and the template is applied once, as the title is written. The outcome depends
 * only on which titles are reported now, never on which effect ran last.
 */
export interface TitleManager {
  /** Sets the template (`%s` stands for the title) and writes the title again with it. */
  setTemplate(template: string): void;
  /** The route's title (`handle.title`): the document's title while no page reports one. */
  setRouteTitle(title: string | undefined): void;
  /** Reports a page's title, which wins over the route's; returns the function that withdraws it. */
  reportPageTitle(title: string): () => void;
}

/** Applies `template` to `title`; a `$` in the title is text, not a replacement pattern. */
export function formatTitle(template: string, title: string): string {
  return template.replace('%s', () => title);
}

export function createTitleManager(initialTemplate = '%s'): TitleManager {
  let template = initialTemplate;
  let routeTitle: string | undefined;
  // Reported page titles, oldest first. One page shows one PageHeading; should two be mounted at
  // once (one leaving in a transition), the latest is the page being arrived at.
  const pageTitles: Array<{ title: string }> = [];

  function write() {
    const title = pageTitles.at(-1)?.title ?? routeTitle;
    // With neither, the document keeps the title it has (the one in index.html on a first load).
    if (title === undefined || typeof document === 'undefined') return;
    const text = formatTitle(template, title);
    if (document.title !== text) document.title = text;
  }

  return {
    setTemplate(next) {
      if (next === template) return;
      template = next;
      write();
    },
    setRouteTitle(title) {
      const next = title?.trim() || undefined;
      if (next === routeTitle) return;
      routeTitle = next;
      write();
    },
    reportPageTitle(title) {
      const entry = { title };
      pageTitles.push(entry);
      write();
      return () => {
        const index = pageTitles.indexOf(entry);
        if (index !== -1) pageTitles.splice(index, 1);
        write();
      };
    },
  };
}
