import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The import direction (CONTRIBUTING.md, "Who may import what") holds only while eslint.config.js
// says so: these files are linted as if they were in the tree, and each must fail or pass as the
// layers say.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = Button;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layer rules', () => {
  // Loading the config (typescript-eslint, jsx-a11y, storybook) is most of the time, once.
  beforeAll(() => restrictedImports('src/forms/warm-up.ts', ''), 120_000);

  it.each([
    ['src/forms/Form.tsx', "import { Button } from '../components/Button/Button';"],
    ['src/forms/probe.ts', "import { Button } from '../components/Button';"],
    ['src/http/probe.ts', "import { Button } from '../components/Button/Button';"],
    ['src/router/probe.tsx', "import { Button } from '../components/Button/Button';"],
    ['src/motion/probe.ts', "import { Button } from '../components/Button/Button';"],
    ['src/forms/nested/probe.ts', "import { Button } from '../../components/Button/Button';"],
  ])('forbid %s to import a component', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([
      expect.stringContaining('Components import the facilities'),
    ]);
  });

  it.each([
    ['src/components/Probe/Probe.tsx', "import { Button } from '../Button/Button';"],
    ['src/components/Probe/Probe.tsx', "import { useFormField as Button } from '../../forms';"],
  ])('let %s import a component or a facility', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
