// Density and right-to-left: the same components under each setting, side by side.
import { ArrowRight, Truck } from 'lucide-react';
import { Badge, Button, Text } from '../../src';
import { tokens } from '../../.storybook/tokens';
import { toPx } from './Scales';
import styles from './Foundations.module.css';

const comfortable = tokens.overrides(":root, [data-density='comfortable']");
const compact = tokens.overrides("[data-density='compact']");

/** `var(--space-2)` → `0.5rem`, through the token it names. */
function resolve(value: string | undefined): string {
  const ref = /^var\(--([\w-]+)\)$/.exec(value ?? '');
  return ref ? (tokens.root.find((t) => t.name === ref[1])?.value ?? value!) : (value ?? '');
}

export function DensityTokens() {
  return (
    <div className={`${styles.Page} ${styles.Wide}`}>
      <table className={styles.Table}>
        <caption>Tokens that density sets</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Comfortable (default)</th>
            <th scope="col">Compact</th>
          </tr>
        </thead>
        <tbody>
          {[...comfortable.keys()].map((name) => (
            <tr key={name}>
              <th scope="row" className={styles.Code}>
                --{name}
              </th>
              {[comfortable, compact].map((set, i) => (
                <td key={i} className={styles.Code}>
                  {set.get(name)}{' '}
                  <span className={styles.Muted}>({toPx(resolve(set.get(name)))})</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.Columns}>
        {(['comfortable', 'compact'] as const).map((density) => (
          <div
            key={density}
            className={styles.Panel}
            data-density={density}
            role="group"
            aria-label={density === 'compact' ? 'Compact' : 'Comfortable'}
          >
            <strong>{density === 'compact' ? 'Compact' : 'Comfortable'}</strong>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 'var(--density-gap)',
              }}
            >
              {(['sm', 'md', 'lg'] as const).map((size) => (
                <Button key={size} size={size}>
                  Size {size}
                </Button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function DirectionPanel({ dir }: { dir: 'ltr' | 'rtl' }) {
  const ar = dir === 'rtl';
  return (
    <div
      className={styles.Panel}
      dir={dir}
      lang={ar ? 'ar' : 'en'}
      role="group"
      aria-label={ar ? 'من اليمين إلى اليسار' : 'Left to right'}
    >
      <strong>{ar ? 'من اليمين إلى اليسار (dir="rtl")' : 'Left to right (dir="ltr")'}</strong>
      <div className={styles.DirCard}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
          <Truck aria-hidden="true" size={18} />
          <strong>{ar ? 'الشحن' : 'Shipping'}</strong>
          <Badge tone="accent">{ar ? 'جديد' : 'New'}</Badge>
        </div>
        <Text size="sm" tone="muted">
          {ar ? 'تُشحن الطلبات خلال يومَي عمل.' : 'Orders ship within two working days.'}
        </Text>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--space-2)' }}>
          <Button size="sm">{ar ? 'إلغاء' : 'Cancel'}</Button>
          <Button
            size="sm"
            variant="primary"
            // An arrow that points "forward" turns round with the text direction.
            endIcon={<ArrowRight style={{ scale: ar ? '-1 1' : undefined }} />}
          >
            {ar ? 'متابعة' : 'Continue'}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function DirectionDemo() {
  return (
    <div className={`${styles.Columns} ${styles.Wide}`}>
      <DirectionPanel dir="ltr" />
      <DirectionPanel dir="rtl" />
    </div>
  );
}
