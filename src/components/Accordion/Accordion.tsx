'use client';

import { Accordion as BaseAccordion } from '@base-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import { createContext, createElement, use, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { HeadingLevel } from '../Heading/Heading';
import styles from './Accordion.module.css';

const LevelContext = createContext<HeadingLevel>(3);

type Styled = { className?: string; style?: React.CSSProperties };

export interface AccordionProps
  extends Omit<ComponentProps<'div'>, 'defaultValue' | 'className' | 'style'>, Styled {
  /** The open items' values (controlled). */
  value?: string[];
  /** The items open at first when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the open items' values whenever one opens or closes. */
  onValueChange?: (value: string[]) => void;
  /** Lets several items be open at once; otherwise opening one closes the other. @default false */
  multiple?: boolean;
  /** The level of the heading each trigger sits in, to fit the page outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** Disables every item. @default false */
  disabled?: boolean;
}

/**
 * Renders an accordion (WAI-ARIA accordion pattern on Base UI): headings holding buttons that show
 * and hide their panels. Panels open with an animated height, instant under reduced motion.
 */
export function Accordion({
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  className,
  ...props
}: AccordionProps) {
  return (
    <LevelContext value={headingLevel}>
      <BaseAccordion.Root
        data-slot="accordion"
        {...(value !== undefined && { value })}
        {...(defaultValue !== undefined && { defaultValue })}
        onValueChange={
          onValueChange ? (next: unknown[]) => onValueChange(next.map(String)) : undefined
        }
        className={cx(styles.Accordion, className)}
        {...props}
      />
    </LevelContext>
  );
}

export interface AccordionItemProps
  extends Omit<ComponentProps<'div'>, 'className' | 'style'>, Styled {
  /** Identifies the item in `value`. */
  value: string;
  /** @default false */
  disabled?: boolean;
}

/** Renders one item: an `AccordionTrigger` and its `AccordionPanel`. */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <BaseAccordion.Item
      data-slot="accordion-item"
      className={cx(styles.Item, className)}
      {...props}
    />
  );
}

export interface AccordionTriggerProps
  extends Omit<ComponentProps<'button'>, 'className' | 'style'>, Styled {}

/** Renders the item's heading (at the accordion's `headingLevel`) and the button that toggles it. */
export function AccordionTrigger({ className, children, ...props }: AccordionTriggerProps) {
  const level = use(LevelContext);
  return (
    <BaseAccordion.Header
      data-slot="accordion-header"
      className={styles.Header}
      render={createElement(`h${level}`)}
    >
      <BaseAccordion.Trigger
        data-slot="accordion-trigger"
        className={cx(styles.Trigger, className)}
        {...props}
      >
        <span className={styles.TriggerText}>{children}</span>
        <ChevronDown className={styles.Chevron} aria-hidden="true" />
      </BaseAccordion.Trigger>
    </BaseAccordion.Header>
  );
}

export interface AccordionPanelProps
  extends Omit<ComponentProps<'div'>, 'className' | 'style'>, Styled {
  /** Keeps the closed panel's content findable by the browser's find-in-page, which opens it. @default false */
  hiddenUntilFound?: boolean;
}

/** Renders the item's panel, a region labelled by its trigger. */
export function AccordionPanel({ className, children, ...props }: AccordionPanelProps) {
  return (
    <BaseAccordion.Panel
      data-slot="accordion-panel"
      className={cx(styles.Panel, className)}
      {...props}
    >
      <div className={styles.PanelContent}>{children}</div>
    </BaseAccordion.Panel>
  );
}
