import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { Button, Heading, PageHeading, Select, Stack, Text, useTheme } from 'tessera';
import {
  applyMockApiPreset,
  getMockApiConfig,
  mockApiPresets,
  resetMockData,
  subscribeMockApiConfig,
  type MockApiConfig,
  type MockApiPreset,
} from '../../mocks/browser';
import { apiBaseUrl } from '../config';
import styles from '../App.module.css';
import { appLanguages, type AppLanguage } from '../locale/catalogue';
import { useAppLocale, useAppMessages } from '../locale/context';
import { useSettings } from '../settingsContext';

const presetEntries = Object.entries(mockApiPresets) as Array<
  [MockApiPreset, (typeof mockApiPresets)[MockApiPreset]]
>;

const presetKey = {
  normal: 'presetNormal',
  fast: 'presetFast',
  slow: 'presetSlow',
  flaky: 'presetFlaky',
  error500: 'presetError500',
  unauthorized: 'presetUnauthorized',
  rateLimited: 'presetRateLimited',
  offline: 'presetOffline',
  malformed: 'presetMalformed',
} as const satisfies Record<MockApiPreset, string>;

/** A language's name in that language ("Deutsch", "Français", "العربية"), as people look for it. */
function nativeName(language: AppLanguage): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
  } catch {
    // No Intl.DisplayNames: the code is still recognisable.
  }
  name ??= language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const languageOptions = appLanguages.map((language) => ({
  value: language,
  label: nativeName(language),
}));

/** Which preset the current mock-API configuration is, if any. */
function presetOf(config: MockApiConfig): MockApiPreset | '' {
  const defaults = mockApiPresets.normal.config;
  for (const [name, preset] of presetEntries) {
    const expected = { ...defaults, ...preset.config };
    const matches = Object.entries(expected).every(
      ([key, value]) =>
        JSON.stringify(config[key as keyof MockApiConfig]) === JSON.stringify(value),
    );
    const calm = config.errorRate === 0 && config.dropRate === 0 && config.lateRate === 0;
    if (matches && (name !== 'normal' || (config.fault === 'none' && calm))) return name;
  }
  return '';
}

/**
 * The language, appearance, motion and the mock API's behaviour, so anyone can see every state of
 * the app.
 */
export function Settings() {
  const { theme, setTheme, density, setDensity, motion, setMotion } = useTheme();
  const { updateSettings } = useSettings();
  const { language } = useAppLocale();
  const t = useAppMessages('settings');
  const queryClient = useQueryClient();
  const config = useSyncExternalStore(subscribeMockApiConfig, getMockApiConfig);
  const [resetDone, setResetDone] = useState(false);

  return (
    <Stack gap="8" className={styles.Narrow}>
      <PageHeading>{t('heading')}</PageHeading>
      <Stack as="section" gap="4" aria-labelledby="appearance">
        <Heading level={2} size="lg" id="appearance">
          {t('appearance')}
        </Heading>
        <Select
          label={t('theme')}
          value={theme}
          onValueChange={(value) => setTheme(value as typeof theme)}
          options={[
            { value: 'system', label: t('themeSystem') },
            { value: 'light', label: t('themeLight') },
            { value: 'dark', label: t('themeDark') },
          ]}
        />
        <Select
          label={t('density')}
          value={density}
          onValueChange={(value) => setDensity(value as typeof density)}
          options={[
            { value: 'comfortable', label: t('densityComfortable') },
            { value: 'compact', label: t('densityCompact') },
          ]}
        />
        <Select
          label={t('motion')}
          description={t('motionHint')}
          value={motion}
          onValueChange={(value) => setMotion(value as typeof motion)}
          options={[
            { value: 'system', label: t('motionSystem') },
            { value: 'reduce', label: t('motionReduce') },
            { value: 'full', label: t('motionFull') },
          ]}
        />
        <Select
          label={t('language')}
          value={language}
          onValueChange={(value) => updateSettings({ language: value as AppLanguage })}
          options={languageOptions}
        />
      </Stack>
      {!apiBaseUrl.external && (
        <Stack as="section" gap="4" aria-labelledby="mock-api">
          <Heading level={2} size="lg" id="mock-api">
            {t('demoServer')}
          </Heading>
          <Text tone="muted">{t('demoIntro')}</Text>
          <Select
            label={t('serverBehaviour')}
            description={t('serverBehaviourHint')}
            value={presetOf(config) || 'normal'}
            onValueChange={(value) => {
              applyMockApiPreset(value as MockApiPreset);
              void queryClient.invalidateQueries();
            }}
            options={presetEntries.map(([value]) => ({ value, label: t(presetKey[value]) }))}
          />
          <div>
            <Button
              variant="danger"
              onClick={() => {
                resetMockData();
                void queryClient.invalidateQueries();
                setResetDone(true);
              }}
            >
              {t('resetData')}
            </Button>
          </div>
          <Text role="status" size="sm" tone="muted">
            {resetDone ? t('resetDone') : ''}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
