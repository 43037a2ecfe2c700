// Typography, spacing, radii and elevation, each drawn from the tokens tokens.css declares.
import type { CSSProperties, ReactNode } from 'react';
import { resolveTheme, tokens, type Token } from '../../.storybook/tokens';
import styles from './Foundations.module.css';

/** `0.875rem` → `14 px` at the browser's default 16 px root size; other units as written. */
export function toPx(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  if (rem) return `${Number(rem[1]) * 16} px`;
  const px = /^([\d.]+)px$/.exec(value);
  return px ? `${px[1]} px` : value;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.Section} aria-label={title}>
      <h2 className={styles.SectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A table of tokens: the name as the row header, then one cell per column. */
export function TokenRows({
  list,
  columns,
  cells,
}: {
  list: Token[];
  columns: string[];
  cells: (token: Token) => ReactNode[];
}) {
  return (
    <table className={styles.Table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {list.map((token) => (
          <tr key={token.name}>
            <th scope="row" className={styles.Code}>
              --{token.name}
            </th>
            {cells(token).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sample = 'Tessera';

/** How each type role looks in use: a control's value, help text, a label, a card's title. */
const roleSample: Record<string, CSSProperties> = {
  'control-font-size': { fontSize: 'var(--control-font-size)' },
  'help-font-size': { fontSize: 'var(--help-font-size)', color: 'var(--color-text-muted)' },
  'font-weight-label': {
    fontSize: 'var(--control-font-size)',
    fontWeight: 'var(--font-weight-label)',
  },
  'card-title-font-size': {
    fontSize: 'var(--card-title-font-size)',
    fontWeight: 'var(--font-weight-semibold)',
  },
};
const roleText: Record<string, string> = {
  'control-font-size': 'Europe (Ireland)',
  'help-font-size': "Used in the project's address.",
  'font-weight-label': 'Project name',
  'card-title-font-size': 'General',
};

export function TypographyTokens() {
  const sizes = tokens.withPrefix('font-size-');
  return (
    <div className={`${styles.Columns} ${styles.Wide}`}>
      <Section title="Font sizes">
        <TokenRows
          list={sizes}
          columns={['Value', 'Sample']}
          cells={(t) => [
            <span className={styles.Code}>
              {t.value} <span className={styles.Muted}>({toPx(t.value)})</span>
            </span>,
            <span style={{ fontSize: `var(--${t.name})`, lineHeight: 'var(--line-height-tight)' }}>
              {sample}
            </span>,
          ]}
        />
      </Section>
      <div className={styles.Page}>
        <Section title="Families">
          <TokenRows
            list={tokens.withPrefix('font-').filter((t) => !/size|weight/.test(t.name))}
            columns={['Sample']}
            cells={(t) => [
              <span style={{ fontFamily: `var(--${t.name})` }} title={t.value}>
                Quick brown fox, 0123456789
              </span>,
            ]}
          />
        </Section>
        <Section title="Weights">
          <TokenRows
            list={tokens.withPrefix('font-weight-')}
            columns={['Value', 'Sample']}
            cells={(t) => [
              <span className={styles.Code}>{t.value}</span>,
              <span style={{ fontWeight: `var(--${t.name})`, fontSize: 'var(--font-size-md)' }}>
                {sample}
              </span>,
            ]}
          />
        </Section>
        <Section title="Type roles">
          <TokenRows
            list={tokens.root.filter((t) =>
              /^(control-font-size|help-font-size|font-weight-label|card-title-font-size)$/.test(
                t.name,
              ),
            )}
            columns={['Value', 'Sample']}
            cells={(t) => [
              <span className={styles.Code}>{t.value}</span>,
              <span style={roleSample[t.name]}>{roleText[t.name]}</span>,
            ]}
          />
        </Section>
        <Section title="Line heights">
          <TokenRows
            list={tokens.withPrefix('line-height-')}
            columns={['Value', 'Sample']}
            cells={(t) => [
              <span className={styles.Code}>{t.value}</span>,
              <span
                style={{ display: 'block', maxInlineSize: '14rem', lineHeight: `var(--${t.name})` }}
              >
                Lines of running text sit this far apart from one another.
              </span>,
            ]}
          />
        </Section>
      </div>
    </div>
  );
}

export function SpacingTokens() {
  return (
    <Section title="Space (4 px grid)">
      <TokenRows
        list={tokens.withPrefix('space-')}
        columns={['Value', 'Pixels', 'Length']}
        cells={(t) => [
          <span className={styles.Code}>{t.value}</span>,
          <span className={styles.Code}>{toPx(t.value)}</span>,
          <span className={styles.Bar} style={{ inlineSize: `var(--${t.name})` }} />,
        ]}
      />
    </Section>
  );
}

export function RadiusTokens() {
  return (
    <div className={styles.Page}>
      <Section title="Radius">
        <div className={styles.Tiles}>
          {tokens.withPrefix('radius-').map((t) => (
            <div key={t.name} className={styles.Tile} style={{ borderRadius: `var(--${t.name})` }}>
              <span className={styles.Code}>--{t.name}</span>
              <span className={styles.Muted}>{t.value}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Border widths">
        <div className={styles.Tiles}>
          {tokens.withPrefix('border-width').map((t) => (
            <div
              key={t.name}
              className={styles.Tile}
              style={{ borderWidth: `var(--${t.name})`, borderRadius: 'var(--radius-md)' }}
            >
              <span className={styles.Code}>--{t.name}</span>
              <span className={styles.Muted}>{t.value}</span>
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}

// Every component's stylesheet, as text: which components use a token is read from them.
const componentCss = import.meta.glob<string>('../../src/components/**/*.module.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The components built on a family of shared internal parts (src/components/internal/<family>/). */
const internalFamilies: Record<string, string[]> = {
  dialog: ['Dialog', 'AlertDialog', 'Drawer'],
};

/**
 * The components whose CSS uses `--name`, by folder name: a shared internal part by its own name,
 * a family's part by the components built on it.
 */
export function usedBy(name: string): string {
  const pattern = new RegExp(`--${name}(?![\\w-])`);
  const names = Object.entries(componentCss)
    .filter(([, css]) => pattern.test(css))
    .flatMap(([path]) => {
      const [parent, folder, file] = path.split('/').slice(-3) as [string, string, string];
      if (folder === 'internal') return [file.replace('.module.css', '')];
      if (parent === 'internal') return internalFamilies[folder] ?? [folder];
      return [folder];
    });
  return [...new Set(names)].sort().join(', ');
}

export function ElevationTokens() {
  return (
    <div className={`${styles.Columns} ${styles.Wide}`}>
      <Section title="Shadows">
        <div className={styles.Tiles} style={{ padding: 'var(--space-4)' }}>
          {tokens.withPrefix('shadow-').map((t) => (
            <div
              key={t.name}
              className={`${styles.Tile} ${styles.Elevated}`}
              style={{ boxShadow: `var(--${t.name})` }}
            >
              <span className={styles.Code}>--{t.name}</span>
            </div>
          ))}
        </div>
        <TokenRows
          list={tokens.withPrefix('shadow-')}
          columns={['Light', 'Dark', 'Used by']}
          cells={(t) => [
            <span className={styles.Code}>{resolveTheme(t.value, 'light')}</span>,
            <span className={styles.Code}>{resolveTheme(t.value, 'dark')}</span>,
            usedBy(t.name),
          ]}
        />
      </Section>
      <Section title="Layers (z-index)">
        <TokenRows
          list={tokens.withPrefix('z-')}
          columns={['Value', 'Used by']}
          cells={(t) => [<span className={styles.Code}>{t.value}</span>, usedBy(t.name)]}
        />
      </Section>
    </div>
  );
}
