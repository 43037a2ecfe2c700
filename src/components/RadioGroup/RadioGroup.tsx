'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { ChoiceGroup, type ChoiceGroupLabel, type ChoiceGroupProps } from './ChoiceGroup';

export type { ChoiceOption } from './ChoiceGroup';

export type RadioGroupProps = ChoiceGroupProps<string> & ChoiceGroupLabel;

const isChosen = (value: string, option: string) => value === option;
const choose = (value: string, option: string, checked: boolean) => (checked ? option : value);

/**
 * Renders native radio buttons in a `<fieldset role="radiogroup">` named by its legend: the
 * browser gives them one Tab stop and arrow-key selection (WAI-ARIA radio group pattern) with no
 * script.
 */
export function RadioGroup(props: RadioGroupProps) {
  const requiredChoice = useTranslate('validation', english.validation)('requiredChoice');
  return (
    <ChoiceGroup<string>
      {...props}
      type="radio"
      component="RadioGroup"
      emptyValue=""
      requiredMessage={requiredChoice}
      isChosen={isChosen}
      choose={choose}
    />
  );
}
