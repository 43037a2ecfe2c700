import { beforeEach } from 'vitest';
import { installConsoleGuard } from '../src/test/console';
import { resetDevWarnings } from '../src/utils/dev';

// Storybook applies the project annotations (preview.tsx and the addons') itself, Testing
// Library's wait limit among them.
// A story that logs console.error or console.warn fails, like a unit test.
installConsoleGuard();
beforeEach(() => resetDevWarnings());
