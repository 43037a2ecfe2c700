import { expect } from 'storybook/test';

/** The colour a token computes to where `element` is, in the theme the story is shown in. */
function tokenColour(element: Element, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  element.parentElement!.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * A disabled checkbox, radio or switch that Tessera draws is drawn in the disabled tokens, at
 * full opacity: opacity below 1 makes each control its own compositing layer, which a disabled
 * form of many controls pays for on every re-render. `fill` is its fill (checked, mixed or on:
 * `--color-fill-disabled`; otherwise `--color-surface-disabled`); its mark (the tick, dash or
 * dot, drawn in the text colour, or a switch's thumb) is `--color-on-disabled`.
 */
export async function expectDrawnDisabled(
  control: HTMLElement,
  fill: '--color-fill-disabled' | '--color-surface-disabled',
) {
  const style = getComputedStyle(control);
  await expect(style.opacity).toBe('1');
  await expect(style.backgroundColor).toBe(tokenColour(control, fill));
  const mark =
    control.getAttribute('role') === 'switch'
      ? getComputedStyle(control, '::before').backgroundColor
      : style.color;
  await expect(mark).toBe(tokenColour(control, '--color-on-disabled'));
}
