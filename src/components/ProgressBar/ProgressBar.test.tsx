import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/locales/ar';
import de from '../../i18n/locales/de';
import { en, type Messages } from '../../i18n/locales/en';
import es from '../../i18n/locales/es';
import fr from '../../i18n/locales/fr';
import he from '../../i18n/locales/he';
import ja from '../../i18n/locales/ja';
import zh from '../../i18n/locales/zh';
import { describeConformance } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { ProgressBar } from './ProgressBar';

describeConformance('ProgressBar', ProgressBar, {
  props: { label: 'Uploading', value: 40 },
  element: 'div',
  slot: 'progress-bar',
});

describe('ProgressBar', () => {
  it.each(['accent', 'success', 'warning', 'danger'] as const)(
    'takes the %s tone, the same vocabulary as Meter',
    (tone) => {
      render(<ProgressBar label="Quota" value={85} tone={tone} />);
      expect(screen.getByRole('progressbar', { name: 'Quota' })).toHaveAttribute('data-tone', tone);
    },
  );

  it('is a progressbar named by its label, with its value and a percentage text', () => {
    render(<ProgressBar label="Uploading report.pdf" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('is indeterminate without a value: no aria-valuenow and no value text', () => {
    render(<ProgressBar label="Preparing export" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing export' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate');
  });

  it.each<[string, Messages, string]>([
    ['en', en, 'In progress'],
    ['de', de, 'In Bearbeitung'],
    ['fr', fr, 'En cours'],
    ['es', es, 'En curso'],
    ['ar', ar, 'قيد التقدّم'],
    ['he', he, 'בתהליך'],
    ['ja', ja, '処理中'],
    ['zh', zh, '进行中'],
  ])('says it is busy in the locale (%s) when indeterminate', (locale, messages, text) => {
    render(
      <LocaleProvider locale={locale} messages={messages}>
        <ProgressBar label="Export" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', text);
  });

  it('reads a custom value text', () => {
    render(
      <ProgressBar label="Files" value={3} max={10} getValueText={(_, v) => `${v} of 10 files`} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 10 files');
  });

  it.each([
    [150, '100'],
    [-5, '0'],
  ])('clamps %s into the range', (value, now) => {
    render(<ProgressBar label="Upload" value={value} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now);
  });

  it('treats NaN as indeterminate instead of crashing', () => {
    render(<ProgressBar label="Upload" value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
