import { Markdown } from '@storybook/addon-docs/blocks';

// CHANGELOG.md, written by Changesets on each release, read at build time. A glob rather than an
// import, so the page still builds (with a note) in a checkout that has no changelog yet.
const files = import.meta.glob<string>('../../CHANGELOG.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const changelog = Object.values(files)[0];

/** The changelog without its first heading (the package's name): the page has its own title. */
export function Changelog() {
  if (!changelog?.trim()) {
    return (
      <p>
        No release has been made yet, so there is no changelog. Each release adds its changes here,
        from <code>CHANGELOG.md</code>.
      </p>
    );
  }
  return <Markdown>{changelog.replace(/^# .*\n+/, '')}</Markdown>;
}
