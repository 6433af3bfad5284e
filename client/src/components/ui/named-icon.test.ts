import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentName } from './named-icon';

/** The file names (without extension) in a package's folder that end with `suffix`. */
const names = (folder: string, suffix: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));

describe('componentName', () => {
  it("finds the React export of every heroicon the data may name (the SVGs' names)", () => {
    const exports = new Set(names('node_modules/@heroicons/react/24/outline', '.js'));
    const svgs = names('node_modules/heroicons/24/outline', '.svg');
    expect(componentName('squares-2x2')).toBe('Squares2X2Icon');
    expect(componentName('bars-3-bottom-left')).toBe('Bars3BottomLeftIcon');
    expect(svgs.filter((name) => !exports.has(componentName(name)))).toEqual([]);
  });
});
