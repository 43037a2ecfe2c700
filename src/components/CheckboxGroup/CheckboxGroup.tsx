'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  ChoiceGroup,
  type ChoiceGroupLabel,
  type ChoiceGroupProps,
} from '../RadioGroup/ChoiceGroup';

/** The props of a CheckboxGroup: the value is every ticked option's value, in the options' order. */
export type CheckboxGroupProps = ChoiceGroupProps<string[]> & ChoiceGroupLabel;

const EMPTY: string[] = [];
const isChosen = (value: string[], option: string) =>
  Array.isArray(value) && value.includes(option);
function choose(value: string[], option: string, checked: boolean, all: readonly string[]) {
  const next = new Set(Array.isArray(value) ? value : EMPTY);
  if (checked) next.add(option);
  else next.delete(option);
  return all.filter((v) => next.has(v));
}

/**
 * Renders native checkboxes in a `<fieldset>` with a `<legend>`: several choices, one question.
 * FormData holds one entry per ticked box (`getAll(name)`); `required` asks for at least one.
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const t = useTranslate('field', english.field);
  return (
    <ChoiceGroup<string[]>
      {...props}
      type="checkbox"
      component="CheckboxGroup"
      emptyValue={EMPTY}
      requiredMessage={true}
      isChosen={isChosen}
      choose={choose}
      // A group role has no aria-required: the legend says it in words.
      requiredText={props.required ? t('required') : undefined}
    />
  );
}
