import type { ArgTypesEnhancer, InputType, Renderer } from 'storybook/internal/types';

// The props tables (docs pages and the Controls panel) read react-docgen's output. Three things in
// it read badly, fixed here for every component at once, after docgen and before Storybook infers
// the controls:
// - a one-line JSDoc's `@default x` stays in the description as text, beside the Default column;
// - props a component takes from its element (`children`, `onClick`, `className`, `ref`) carry no
//   description, since docgen does not read React's own types;
// - a ReactNode, a function, a ref or an unresolved type parameter (`multiple?: M`) gets a JSON
//   editor or shows as `M`; they get no control (or the boolean one their default says they are),
//   except a ReactNode the story gives as text (a label), which gets a text control.

/** What the props every element takes mean in Tessera. */
const commonProps: Record<string, string> = {
  children: 'The content: text, elements or both.',
  className: "Classes for the element, added to the component's own (never replacing them).",
  style: 'Inline styles for the element. Prefer a class with the design tokens.',
  ref: 'A ref to the rendered DOM element (in React 19 `ref` is an ordinary prop).',
  id: "The element's id. Labels and descriptions are wired with generated ids when it is not given.",
  onClick:
    'Called on a click, or on Enter or Space on a button. It runs before the built-in handler, ' +
    'which `event.preventDefault()` skips.',
  onChange: "Called with the native change event; it runs before the component's own handler.",
  onKeyDown:
    "Called on each key press; it runs before the component's own handling, which " +
    '`event.preventDefault()` skips.',
  onFocus: 'Called when the element receives focus.',
  onBlur: 'Called when the element loses focus.',
};

const NO_CONTROL =
  /^(ReactNode|ReactElement|JSX\.Element|ElementType|ComponentType|Ref|RefObject|RefCallback)\b|=>/;

/** `Description. @default 'x'` → the description without the tag, and `'x'`. */
export function splitDefault(description: string): [string, string | undefined] {
  const match = /(?:^|\s)@default\s+([\s\S]+?)\s*$/.exec(description);
  if (!match) return [description, undefined];
  return [description.slice(0, match.index).trim(), match[1]];
}

export function describeArgType(name: string, argType: InputType, storyValue?: unknown): InputType {
  const next: InputType = { ...argType, table: { ...argType.table } };
  const type = argType.type as { name?: string; value?: unknown; raw?: string } | undefined;
  const [description, inlineDefault] = splitDefault(argType.description ?? '');
  next.description = description || commonProps[name] || '';
  if (inlineDefault && !argType.table?.defaultValue) {
    next.table!.defaultValue = { summary: inlineDefault };
  }
  // A union of literals reads better as itself than as "union".
  if (type?.raw && argType.table?.type?.summary === 'union') {
    next.table!.type = { ...argType.table.type, summary: type.raw };
  }
  const typeText = String(type?.raw ?? type?.value ?? '');
  // A bare type parameter: `M`, `T`, `TValue`.
  const isTypeParameter =
    type?.name === 'other' && /^([A-Z]|T[A-Z]\w*)$/.test(typeText) && !type.raw;
  if (isTypeParameter) {
    // `multiple?: M` where `M extends boolean`: the default tells what M is.
    const fallback = next.table?.defaultValue?.summary;
    if (fallback === 'true' || fallback === 'false') {
      next.type = { name: 'boolean', required: false };
      next.table!.type = { summary: 'boolean' };
      next.control = { type: 'boolean' };
    } else {
      next.control = false;
    }
  } else if (
    type?.name === 'function' ||
    (type?.name === 'other' && (typeText === 'unknown' || NO_CONTROL.test(typeText))) ||
    name === 'ref'
  ) {
    const text = typeof storyValue === 'string' && /^React(Node|Element)$/.test(typeText);
    next.control = text ? { type: 'text' } : false;
  }
  return next;
}

/** Applies `describeArgType` to every prop docgen found and every arg a story sets. */
export const describeArgTypes: ArgTypesEnhancer<Renderer> = (context) => {
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    argTypes[name] = { name, ...describeArgType(name, argType, context.initialArgs?.[name]) };
  }
  // Props a story passes that docgen does not know (a button's `children`, its `onClick`).
  for (const name of Object.keys(context.initialArgs ?? {})) {
    if (!argTypes[name] && commonProps[name]) {
      argTypes[name] = {
        name,
        description: commonProps[name],
        ...(name.startsWith('on') && { control: false }),
      };
    }
  }
  return argTypes;
};
