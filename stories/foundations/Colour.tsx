import {
  contrastRatio,
  parseColour,
  requiredRatio,
  tokens,
  type Theme,
} from '../../.storybook/tokens';
import styles from './Foundations.module.css';

const short = (name: string) => name.replace(/^color-/, '');

function ratioOf(name: string, pair: string, theme: Theme) {
  const fg = parseColour(tokens.colour(name, theme));
  const bg = parseColour(tokens.colour(pair, theme));
  return fg && bg ? contrastRatio(fg, bg) : null;
}

function Cell({ name, pair, theme }: { name: string; pair: string; theme: Theme }) {
  const value = tokens.colour(name, theme);
  // A translucent colour (the overlay) is shown over what it is read against.
  const translucent = (parseColour(value)?.[3] ?? 1) < 1;
  const background = translucent
    ? `linear-gradient(${value}, ${value}), ${tokens.colour(pair, theme)}`
    : value;
  const ratio = ratioOf(name, pair, theme);
  const needed = requiredRatio(name, pair);
  const fails = ratio !== null && needed !== null && ratio < needed;
  return (
    <td>
      {/* Painted with the value tokens.css gives this theme (a theme cannot be forced on one element:
          the built CSS resolves light-dark() where the token is declared, on the root). */}
      <span
        className={styles.Swatch}
        role="img"
        aria-label={`${theme}: ${value}`}
        style={{ background }}
      />
      <span className={styles.Ratio}>
        {ratio === null ? '—' : `${ratio.toFixed(1)}:1`}
        {fails && <strong> below {needed}:1</strong>}
      </span>
    </td>
  );
}

/**
 * One table of colour tokens: each token's swatch in the light and the dark theme, and its contrast
 * ratio against the token it is read with (`against`), with what WCAG 2.2 asks of that pair.
 */
export function ColourTable({ groups, caption }: { groups: string[]; caption: string }) {
  const rows = tokens.colourGroups().filter(([group]) => groups.includes(group));
  return (
    <table className={styles.Table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">--color-…</th>
          <th scope="col">Against · needs</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      {rows.map(([group, list]) => (
        <tbody key={group}>
          <tr>
            <th scope="rowgroup" colSpan={4}>
              {group.replace(/\s*\(.*\)$/, '')}
            </th>
          </tr>
          {list.map(({ name }) => {
            const pair = tokens.backgroundPair(name);
            const needed = requiredRatio(name, pair);
            return (
              <tr key={name}>
                <th scope="row" className={styles.Code}>
                  {short(name)}
                </th>
                <td className={styles.Code}>
                  {short(pair)}
                  <span className={styles.Muted}>{needed ? ` · ${needed}` : ''}</span>
                </td>
                <Cell name={name} pair={pair} theme="light" />
                <Cell name={name} pair={pair} theme="dark" />
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

/** Every colour token, light and dark, in two tables side by side. */
export function ColourTokens() {
  const groups = tokens.colourGroups().map(([group]) => group);
  const firstHalf = groups.filter((g) => !/accent|status/.test(g));
  const secondHalf = groups.filter((g) => /accent|status/.test(g));
  return (
    <div
      className={`${styles.Columns} ${styles.Wide}`}
      style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      <ColourTable groups={firstHalf} caption="Surfaces, text, borders and focus" />
      <ColourTable groups={secondHalf} caption="Accent and status" />
    </div>
  );
}

const scaleNames = ['neutral', 'accent', 'danger'] as const;
const steps = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The colour scales the semantic tokens are drawn from: twelve steps each, light and dark. The
 * components use the semantic tokens; the steps are here to see how far apart they are.
 */
export function ColourScales() {
  return (
    <table className={styles.Table}>
      <caption>Scales (OKLCH), steps 1 to 12</caption>
      <thead>
        <tr>
          <th scope="col">Scale</th>
          <th scope="col">Theme</th>
          {steps.map((step) => (
            <th scope="col" key={step}>
              {step}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {scaleNames.flatMap((scale) =>
          (['light', 'dark'] as const).map((theme) => (
            <tr key={`${scale}-${theme}`}>
              <th scope="row" className={styles.Code}>
                --{scale}-…
              </th>
              <td>{theme}</td>
              {steps.map((step) => {
                const value = tokens.colour(`${scale}-${step}`, theme);
                return (
                  <td key={step}>
                    <span
                      className={styles.Swatch}
                      role="img"
                      aria-label={`${scale} ${step}, ${theme}: ${value}`}
                      style={{ background: value }}
                    />
                  </td>
                );
              })}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** The values as written in tokens.css, light and dark: for copying. */
export function ColourValues() {
  return (
    <table className={styles.Table}>
      <caption>Values in tokens.css</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      <tbody>
        {tokens.withPrefix('color-').map(({ name }) => (
          <tr key={name}>
            <th scope="row" className={styles.Code}>
              --{name}
            </th>
            <td className={styles.Code}>{tokens.colour(name, 'light')}</td>
            <td className={styles.Code}>{tokens.colour(name, 'dark')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
