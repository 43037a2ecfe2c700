import { configure as configureTestingLibrary } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { installConsoleGuard } from '../src/test/console';
import { resetDevWarnings } from '../src/utils/dev';

// Storybook applies the project annotations (preview.tsx and the addons') itself, Testing
// Library's 10 s wait limit for plays among them. Tests that query with Testing Library's own copy
// (the app's screenshots wait for its first data) get the same limit here: its 1 s default failed
// the first app screenshot at load 10.
configureTestingLibrary({ asyncUtilTimeout: 10_000 });
// A story that logs console.error or console.warn fails, like a unit test.
installConsoleGuard();
beforeEach(() => resetDevWarnings());
