import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Inline,
  Stack,
  Text,
  handleSkippedViewTransitions,
  motionDuration,
  prefersReducedMotion,
  startViewTransition,
  useFlip,
  usePresence,
  useReducedMotion,
  waitForMotion,
} from '../../src';

// The live examples of Guides/Motion (MotionGuide.mdx).
const meta = {
  title: 'Guides/Motion',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ── usePresence: enter and leave with your own element ────────────────────────────────────────
function Banner() {
  const [open, setOpen] = useState(false);
  // Destructured first: the React Compiler lint reads `presence.ref` as a ref being read in render.
  const { mounted, state, ref, attributes } = usePresence<HTMLDivElement>(open, { appear: true });
  const hidden =
    attributes['data-starting-style'] !== undefined ||
    attributes['data-ending-style'] !== undefined;
  return (
    <Stack gap="3">
      <div>
        <Button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide the banner' : 'Show the banner'}
        </Button>
      </div>
      <Text size="sm">
        State: <code data-testid="presence-state">{mounted ? state : 'unmounted'}</code>
      </Text>
      {mounted && (
        <div
          ref={ref}
          {...attributes}
          style={{
            padding: 'var(--space-3)',
            border: 'var(--border-width) solid var(--color-border)',
            borderRadius: 'var(--radius-md)',
            opacity: hidden ? 0 : 1,
            translate: hidden ? '0 calc(var(--motion-travel) * var(--space-2))' : '0 0',
            transition:
              'opacity var(--duration-normal) var(--ease-standard), translate var(--duration-normal) var(--ease-standard)',
          }}
        >
          Your changes are saved.
        </div>
      )}
    </Stack>
  );
}

/** `usePresence` keeps the element mounted until its leave transition has ended. */
export const PresenceHook: Story = {
  render: () => <Banner />,
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const state = canvas.getByTestId('presence-state');
    await expect(state).toHaveTextContent('unmounted');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the banner' }));
    // It enters from its starting style (transparent), then settles.
    await waitFor(() => expect(state).toHaveTextContent('entered'));
    await waitFor(() => expect(canvas.getByText('Your changes are saved.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the banner' }));
    // Still there while it leaves; gone once the transition ended.
    await expect(state).toHaveTextContent('exiting');
    await waitFor(() => expect(state).toHaveTextContent('unmounted'));
    await expect(canvas.queryByText('Your changes are saved.')).toBeNull();
  },
};

// ── Reduced motion, durations and waiting ──────────────────────────────────────────────────────
function MotionFacts() {
  const reduced = useReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  return (
    <Stack gap="3">
      <Text size="sm">
        <code>useReducedMotion()</code> → <code data-testid="reduced">{String(reduced)}</code>;{' '}
        <code>prefersReducedMotion()</code> (the system alone) →{' '}
        <code>{String(prefersReducedMotion())}</code>
      </Text>
      <div>
        <Button
          onClick={() => {
            setMoved((m) => !m);
            setReport(null);
            // After the style change is committed, wait for the element's own transition.
            requestAnimationFrame(() => {
              const planned = box.current ? motionDuration(box.current) : 0;
              waitForMotion(box.current, () =>
                setReport(`Done; the transition took ${planned} ms.`),
              );
            });
          }}
        >
          Move the box
        </Button>
      </div>
      <div
        ref={box}
        data-testid="box"
        style={{
          inlineSize: 'var(--space-8)',
          blockSize: 'var(--space-8)',
          borderRadius: 'var(--radius-md)',
          background: 'var(--color-accent)',
          translate: moved ? 'calc(var(--motion-travel) * 120px) 0' : '0 0',
          transition: 'translate var(--duration-slow) var(--ease-standard)',
        }}
      />
      {report && <Text role="status">{report}</Text>}
    </Stack>
  );
}

/** Full motion: the box travels, and `waitForMotion` reports when its transition ended. */
export const WaitingForMotion: Story = {
  render: () => <MotionFacts />,
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('reduced')).toHaveTextContent('false');
    await userEvent.click(canvas.getByRole('button', { name: 'Move the box' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/took [1-9]\d* ms/);
  },
};

/** Reduced motion: nothing travels, durations are 0, and waiting ends at once. */
export const WaitingUnderReducedMotion: Story = {
  render: () => <MotionFacts />,
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('reduced')).toHaveTextContent('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Move the box' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('took 0 ms');
    await expect(getComputedStyle(canvas.getByTestId('box')).translate).toMatch(/^0px|^none/);
  },
};

// ── FLIP ───────────────────────────────────────────────────────────────────────────────────────
const PEOPLE = ['Ada', 'Grace', 'Alan', 'Barbara', 'Edsger'];

function Ranking() {
  const list = useRef<HTMLOListElement>(null);
  const [order, setOrder] = useState(PEOPLE);
  useFlip(list);
  return (
    <Stack gap="3">
      <Inline gap="2">
        <Button onClick={() => setOrder((o) => [...o].reverse())}>Reverse</Button>
        <Button onClick={() => setOrder((o) => [...o].sort())}>Sort by name</Button>
      </Inline>
      <ol ref={list} aria-label="Ranking" style={{ position: 'relative' }}>
        {order.map((name) => (
          <li key={name} data-flip-key={name}>
            {name}
          </li>
        ))}
      </ol>
    </Stack>
  );
}

/** `useFlip`: rows glide to their new place instead of jumping. */
export const Flip: Story = {
  render: () => <Ranking />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by name' }));
    const items = within(canvas.getByRole('list', { name: 'Ranking' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([...PEOPLE].sort());
  },
};

// ── View Transitions ───────────────────────────────────────────────────────────────────────────
function Gallery() {
  const [large, setLarge] = useState(false);
  // Code that starts transitions and drops their promise should not log "Transition was skipped".
  useEffect(() => handleSkippedViewTransitions(), []);
  return (
    <Stack gap="3">
      <div>
        <Button onClick={() => void startViewTransition(() => setLarge((l) => !l))}>
          {large ? 'Show small' : 'Show large'}
        </Button>
      </div>
      <div
        data-testid="picture"
        style={{
          viewTransitionName: 'guide-picture',
          inlineSize: large ? 240 : 96,
          blockSize: large ? 160 : 64,
          borderRadius: 'var(--radius-md)',
          background: 'var(--color-accent)',
        }}
      />
    </Stack>
  );
}

/** `startViewTransition` runs a state update as a View Transition (where the browser has them). */
export const ViewTransitionUpdate: Story = {
  render: () => <Gallery />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show large' }));
    await waitFor(() => expect(canvas.getByTestId('picture')).toHaveStyle({ width: '240px' }));
    await expect(canvas.getByRole('button', { name: 'Show small' })).toHaveFocus();
  },
};
