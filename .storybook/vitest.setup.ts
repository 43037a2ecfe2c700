import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';
import { installConsoleGuard } from '../src/test/console';
import { resetDevWarnings } from '../src/utils/dev';

// Storybook applies the project annotations (preview.tsx and the addons') itself.
// A story that logs console.error or console.warn fails, like a unit test.
installConsoleGuard();
beforeEach(() => resetDevWarnings());

// Play functions wait for what a person waits for: a lazily loaded part (Toast's machinery, a popup's
// engine) can take more than Testing Library's default second to appear on a busy machine, which
// failed the German and Arabic Toast references under the CPU burner. A wait that succeeds returns
// as soon as it does; only a real failure takes the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });
