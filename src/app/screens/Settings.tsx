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
} from '../../mocks';
import { apiBaseUrl } from '../config';
import styles from '../App.module.css';

const presetEntries = Object.entries(mockApiPresets) as Array<
  [MockApiPreset, (typeof mockApiPresets)[MockApiPreset]]
>;

/** Which preset the current mock-API configuration is, if any. */
function presetOf(config: MockApiConfig): MockApiPreset | '' {
  const defaults = mockApiPresets.normal.config;
  for (const [name, preset] of presetEntries) {
    const expected = { ...defaults, ...preset.config };
    const matches = Object.entries(expected).every(
      ([key, value]) =>
        JSON.stringify(config[key as keyof MockApiConfig]) === JSON.stringify(value),
    );
    if (matches && (name !== 'normal' || (config.fault === 'none' && config.errorRate === 0)))
      return name;
  }
  return '';
}

/** Appearance, motion and the mock API's behaviour, so anyone can see every state of the app. */
export function Settings() {
  const { theme, setTheme, density, setDensity, motion, setMotion } = useTheme();
  const queryClient = useQueryClient();
  const config = useSyncExternalStore(subscribeMockApiConfig, getMockApiConfig);
  const [resetDone, setResetDone] = useState(false);

  return (
    <Stack gap="8" className={styles.Narrow}>
      <PageHeading>Settings</PageHeading>
      <Stack as="section" gap="4" aria-labelledby="appearance">
        <Heading level={2} size="lg" id="appearance">
          Appearance
        </Heading>
        <Select
          label="Theme"
          value={theme}
          onValueChange={(value) => setTheme(value as typeof theme)}
          options={[
            { value: 'system', label: 'Same as the system' },
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <Select
          label="Density"
          value={density}
          onValueChange={(value) => setDensity(value as typeof density)}
          options={[
            { value: 'comfortable', label: 'Comfortable' },
            { value: 'compact', label: 'Compact' },
          ]}
        />
        <Select
          label="Motion"
          description="Reduced motion removes movement; state changes stay visible."
          value={motion}
          onValueChange={(value) => setMotion(value as typeof motion)}
          options={[
            { value: 'system', label: 'Same as the system' },
            { value: 'reduce', label: 'Reduce motion' },
            { value: 'full', label: 'Full motion' },
          ]}
        />
      </Stack>
      {!apiBaseUrl.external && (
        <Stack as="section" gap="4" aria-labelledby="mock-api">
          <Heading level={2} size="lg" id="mock-api">
            Demo server
          </Heading>
          <Text tone="muted">
            The app runs on a mock API in your browser. Slow it down or make it fail to see the
            loading and error states.
          </Text>
          <Select
            label="Server behaviour"
            description="Kept after a reload and shared with your other tabs, as a real server’s state would be, until you change it."
            value={presetOf(config) || 'normal'}
            onValueChange={(value) => {
              applyMockApiPreset(value as MockApiPreset);
              void queryClient.invalidateQueries();
            }}
            options={presetEntries.map(([value, preset]) => ({ value, label: preset.label }))}
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
              Reset demo data
            </Button>
          </div>
          <Text role="status" size="sm" tone="muted">
            {resetDone ? 'The demo data was reset.' : ''}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
