import { Toast as BaseToast } from '@base-ui/react/toast';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../components/AlertDialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../components/Dialog';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerTitle,
} from '../components/Drawer';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuLinkItem,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from '../components/Menu';
import { ToastProvider, useToast, type ToastApi } from '../components/Toast';
import { allowConsole } from './console';
import {
  expectNoInjectedMarkup,
  foldWhitespace,
  fuzzRuns,
  fuzzTimeout,
  hostileNumber,
  hostileOptions,
  hostileString,
} from './fuzz';
import { anyHref, expectNoExecutableHref } from './fuzzUrl';

// Property-based tests for the overlays (Dialog, AlertDialog, Drawer, Menu, Toast): opened with
// any title, description, item label, value and number, each renders its text as text in the
// portal, without throwing or logging. Popover, Tooltip and Toolbar are fuzzed where they are built.

const bodyText = () => foldWhitespace(document.body.textContent ?? '');

/** A dialog is named by its title and described by its description, as a screen reader says them. */
function expectNamedBy(dialog: HTMLElement, title: string, description: string) {
  const textOf = (ids: string | null) =>
    foldWhitespace(
      (ids ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  expect(textOf(dialog.getAttribute('aria-labelledby'))).toBe(foldWhitespace(title));
  expect(textOf(dialog.getAttribute('aria-describedby'))).toBe(foldWhitespace(description));
}

describe('fuzz: dialogs show any text as text', () => {
  it(
    'Dialog, AlertDialog and Drawer, open, with any title, description, body and button labels',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          hostileString,
          hostileString,
          fc.constantFrom('start', 'end', 'top', 'bottom') as fc.Arbitrary<
            'start' | 'end' | 'top' | 'bottom'
          >,
          async (title, description, label, side) => {
            render(
              <Dialog defaultOpen>
                <DialogContent closeLabel={label || 'Close'}>
                  <DialogTitle>{title}</DialogTitle>
                  <DialogDescription>{description}</DialogDescription>
                  <p>{label}</p>
                  <DialogFooter>
                    <DialogClose>{label}</DialogClose>
                  </DialogFooter>
                </DialogContent>
              </Dialog>,
            );
            expectNamedBy(await screen.findByRole('dialog'), title, description);
            expectNoInjectedMarkup(document.body);
            expect(bodyText()).toContain(foldWhitespace(description));
            cleanup();

            render(
              <AlertDialog defaultOpen>
                <AlertDialogContent>
                  <AlertDialogTitle>{title}</AlertDialogTitle>
                  <AlertDialogDescription>{description}</AlertDialogDescription>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{label || 'Cancel'}</AlertDialogCancel>
                    <AlertDialogAction>{label || 'Delete'}</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>,
            );
            expectNamedBy(await screen.findByRole('alertdialog'), title, description);
            expectNoInjectedMarkup(document.body);
            expect(bodyText()).toContain(foldWhitespace(title));
            cleanup();

            render(
              <Drawer defaultOpen side={side}>
                <DrawerContent closeLabel={label || 'Close'}>
                  <DrawerTitle>{title}</DrawerTitle>
                  <DrawerDescription>{description}</DrawerDescription>
                  <DrawerFooter>
                    <DrawerClose>{label}</DrawerClose>
                  </DrawerFooter>
                </DrawerContent>
              </Drawer>,
            );
            expectNamedBy(await screen.findByRole('dialog'), title, description);
            expectNoInjectedMarkup(document.body);
            expect(bodyText()).toContain(foldWhitespace(description));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});

describe('fuzz: Menu with any items', () => {
  it(
    'renders any labels, shortcuts, radio values and link targets, open, as text',
    async () => {
      allowConsole('warn', /^\[Tessera\] MenuLinkItem: refused the unsafe URL/);
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          // Five radios and five items are as telling as twelve, at half the cost per run.
          hostileOptions.map((options) => options.slice(0, 5)),
          fc.array(hostileString, { maxLength: 5 }),
          anyHref,
          async (trigger, radios, items, href) => {
            render(
              <Menu defaultOpen>
                <MenuTrigger>{trigger || 'Actions'}</MenuTrigger>
                <MenuContent>
                  {items.map((item, i) => (
                    <MenuItem key={i} shortcut={item} textValue={item}>
                      {item}
                    </MenuItem>
                  ))}
                  <MenuSeparator />
                  <MenuCheckboxItem defaultChecked>{trigger}</MenuCheckboxItem>
                  <MenuGroup>
                    <MenuGroupLabel>{trigger}</MenuGroupLabel>
                    <MenuRadioGroup defaultValue={radios[0]?.value}>
                      {radios.map((o) => (
                        <MenuRadioItem key={o.value} value={o.value}>
                          {o.label}
                        </MenuRadioItem>
                      ))}
                    </MenuRadioGroup>
                  </MenuGroup>
                  <MenuLinkItem href={href}>{trigger}</MenuLinkItem>
                  <MenuSub defaultOpen>
                    <MenuSubTrigger>{trigger}</MenuSubTrigger>
                    <MenuSubContent>
                      <MenuItem>{trigger}</MenuItem>
                    </MenuSubContent>
                  </MenuSub>
                </MenuContent>
              </Menu>,
            );
            // The menu and its open submenu.
            await screen.findAllByRole('menu');
            expectNoInjectedMarkup(document.body);
            expect(screen.queryAllByRole('menuitemradio', { hidden: true })).toHaveLength(
              radios.length,
            );
            expectNoExecutableHref(document.body, href);
            for (const item of items) expect(bodyText()).toContain(foldWhitespace(item));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );

  it(
    'opens with no items and with five hundred',
    async () => {
      for (const count of [0, 500]) {
        render(
          <Menu defaultOpen>
            <MenuTrigger>Actions</MenuTrigger>
            <MenuContent>
              {Array.from({ length: count }, (_, i) => (
                <MenuItem key={i}>Item {i + 1}</MenuItem>
              ))}
            </MenuContent>
          </Menu>,
        );
        await screen.findByRole('menu');
        expect(screen.queryAllByRole('menuitem')).toHaveLength(count);
        cleanup();
      }
    },
    fuzzTimeout,
  );
});

describe('fuzz: Toast with any text and numbers', () => {
  function setup(limit?: number, timeout?: number) {
    const manager = BaseToast.createToastManager();
    let api: ToastApi | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    render(
      <ToastProvider manager={manager} limit={limit} timeout={timeout}>
        <Grab />
      </ToastProvider>,
    );
    return api!;
  }

  it(
    'shows any title, description and action label as text, whatever the limit and timeout',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              title: hostileString,
              description: hostileString,
              action: hostileString,
              tone: fc.constantFrom(
                'neutral',
                'success',
                'danger',
                'warning',
                'info',
              ) as fc.Arbitrary<'neutral' | 'success' | 'danger' | 'warning' | 'info'>,
            }),
            { minLength: 1, maxLength: 6 },
          ),
          fc.option(hostileNumber, { nil: undefined }),
          fc.option(hostileNumber, { nil: undefined }),
          async (toasts, limit, timeout) => {
            const toast = setup(limit, timeout);
            act(() => {
              for (const t of toasts) {
                toast({
                  title: t.title,
                  description: t.description,
                  tone: t.tone,
                  timeout: 60_000,
                  action: { label: t.action || 'Undo', onClick: () => {} },
                });
              }
            });
            await screen.findByRole('region', { name: 'Notifications' });
            expectNoInjectedMarkup(document.body);
            // The newest toast is always shown, whatever the limit.
            expect(bodyText()).toContain(foldWhitespace(toasts.at(-1)!.description));
            cleanup();
          },
        ),
        fuzzRuns,
      );
    },
    fuzzTimeout,
  );
});
