export { Accordion, AccordionItem, AccordionTrigger, AccordionPanel } from './Accordion';
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionPanelProps,
} from './Accordion';
