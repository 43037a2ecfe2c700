import { describe, expect, it } from 'vitest';
import { moveInList, typeaheadMatch } from './typeahead';

const labels = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Éclair', 'Cherry'];

describe('typeaheadMatch', () => {
  it('finds the next label starting with the typed text', () => {
    expect(typeaheadMatch(labels, 'b', 0)).toBe(2);
    expect(typeaheadMatch(labels, 'blu', 2)).toBe(3);
  });

  it('cycles through the labels starting with a repeated letter', () => {
    expect(typeaheadMatch(labels, 'a', 0)).toBe(1);
    expect(typeaheadMatch(labels, 'aa', 1)).toBe(0);
  });

  it('ignores case and accents', () => {
    expect(typeaheadMatch(labels, 'ECL', -1)).toBe(4);
    expect(typeaheadMatch(labels, 'é', -1)).toBe(4);
  });

  it('skips disabled options and says -1 when nothing matches', () => {
    expect(typeaheadMatch(labels, 'b', 0, (i) => i === 2)).toBe(3);
    expect(typeaheadMatch(labels, 'zz', 0)).toBe(-1);
    expect(typeaheadMatch([], 'a', 0)).toBe(-1);
  });
});

describe('moveInList', () => {
  it.each([
    ['ArrowDown', 2, 3],
    ['ArrowUp', 2, 1],
    ['Home', 4, 0],
    ['End', 1, 9],
    ['PageDown', 1, 4],
    ['PageUp', 5, 2],
    ['ArrowDown', -1, 0],
    ['ArrowUp', -1, 9],
    ['ArrowDown', 9, 9],
  ])('%s from %i goes to %i', (key, from, to) => {
    expect(moveInList(from, key, 10, 3)).toBe(to);
  });

  it('skips disabled options, and stays put when only disabled ones lie ahead', () => {
    const disabled = (i: number) => i === 3 || i === 4 || i === 9;
    expect(moveInList(2, 'ArrowDown', 10, 3, disabled)).toBe(5);
    expect(moveInList(8, 'ArrowDown', 10, 3, disabled)).toBe(8);
    expect(moveInList(0, 'End', 10, 3, disabled)).toBe(8);
  });

  it('returns null for other keys and for an empty list', () => {
    expect(moveInList(0, 'x', 10, 3)).toBeNull();
    expect(moveInList(0, 'ArrowDown', 0, 3)).toBeNull();
  });
});
