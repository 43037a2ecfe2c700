import { useState } from 'react';
import { Button } from '../../src';
import { tokens } from '../../.storybook/tokens';
import styles from './Foundations.module.css';
import { Section, TokenRows } from './Scales';

const reduced = tokens.overrides("[data-motion='reduce']");
const durations = tokens.withPrefix('duration-');
const easings = tokens.withPrefix('ease-');

/** The control points of `cubic-bezier(a, b, c, d)`, or of `linear`. */
function bezier(value: string): [number, number, number, number] {
  const m = /cubic-bezier\(([^)]+)\)/.exec(value);
  return m ? (m[1]!.split(',').map(Number) as [number, number, number, number]) : [0, 0, 1, 1];
}

/** The easing drawn as progress (up) over time (across). */
function Curve({ value }: { value: string }) {
  const [x1, y1, x2, y2] = bezier(value);
  const s = 64;
  const p = (x: number, y: number) => `${x * s} ${s - y * s}`;
  return (
    <svg className={styles.Curve} viewBox={`0 0 ${s} ${s}`} aria-hidden="true">
      <rect width={s} height={s} fill="none" stroke="var(--color-border)" />
      <path
        d={`M${p(0, 0)} C${p(x1, y1)} ${p(x2, y2)} ${p(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

export function MotionScales() {
  const travel = tokens.withPrefix('motion-travel').slice(0, 1);
  return (
    <div className={`${styles.Columns} ${styles.Wide}`}>
      <Section title="Durations">
        <TokenRows
          list={[...durations, ...travel]}
          columns={['Value', 'Reduced motion']}
          cells={(t) => [
            <span className={styles.Code}>{t.value}</span>,
            <span className={styles.Code}>
              {reduced.get(t.name) ?? <span className={styles.Muted}>unchanged</span>}
            </span>,
          ]}
        />
      </Section>
      <Section title="Easings">
        <TokenRows
          list={easings}
          columns={['Curve', 'Value']}
          cells={(t) => [<Curve value={t.value} />, <span className={styles.Code}>{t.value}</span>]}
        />
      </Section>
    </div>
  );
}

/** The durations that move something (spin and pulse loop; instant never moves). */
const moving = durations.filter((t) => reduced.has(t.name));

function Tracks({ label, moved, reduce }: { label: string; moved: boolean; reduce?: boolean }) {
  return (
    <div
      className={styles.Panel}
      data-motion={reduce ? 'reduce' : undefined}
      data-moved={moved || undefined}
      role="group"
      aria-label={label}
    >
      <strong>{label}</strong>
      {moving.map((t) => (
        <div key={t.name} className={styles.Section}>
          <span className={styles.Code}>--{t.name}</span>
          <div className={styles.Track}>
            <span
              className={styles.Dot}
              data-testid={`${reduce ? 'reduced' : 'full'}-${t.name}`}
              style={{
                transitionDuration: `var(--${t.name})`,
                transitionTimingFunction: 'var(--ease-standard)',
              }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The same movement twice: as the reader's settings (and the toolbar's Motion) give it, and under
 * reduced motion, where the durations are 0 and `--motion-travel` is 0, so nothing moves at all.
 */
export function MotionDemo({ defaultMoved = false }: { defaultMoved?: boolean }) {
  const [moved, setMoved] = useState(defaultMoved);
  return (
    <div className={`${styles.Page} ${styles.Wide}`}>
      <div>
        <Button aria-pressed={moved} onClick={() => setMoved((m) => !m)}>
          Move the dots
        </Button>
      </div>
      <div className={styles.Columns}>
        <Tracks label="As your settings are" moved={moved} />
        <Tracks label="Reduced motion" moved={moved} reduce />
      </div>
    </div>
  );
}
