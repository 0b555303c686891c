// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import buildFormatNumber from '../../src/app/muiFormatNumber';
import { onFirstUse } from '../../src/contract/onFirstUse';
import { muiNumbersOnFirstUse } from '../../vite.config';

const NumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

/** Counts the Intl.NumberFormat made from now on. */
function countNumberFormats(): { made: number } {
  const count = { made: 0 };
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      count.made++;
    }
  } as typeof NumberFormat;
  return count;
}

// Making an Intl formatter loads its locale's data: made on first use, not when the back-office starts.
describe('Intl formatters made on their first use', () => {
  it('a value is made at its first use, once', () => {
    let made = 0;
    const value = onFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });

  it("MUI's number formatter makes its Intl.NumberFormat at the first number, once, and writes numbers as pt-PT does", () => {
    const expected = new NumberFormat('pt-PT').format(12345);
    const count = countNumberFormats();
    const format = buildFormatNumber('pt-PT');
    expect(count.made).toBe(0);
    expect(format(12345)).toBe(expected);
    expect(format(7)).toBe('7');
    expect(count.made).toBe(1);
    expect(format(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(buildFormatNumber('não-é-um-locale')(3)).toBe('3');
  });

  it("the build puts it in the place of MUI's own, for MUI's modules only: its locales and its table pager", () => {
    const { resolveId } = muiNumbersOnFirstUse() as unknown as { resolveId: (source: string, importer?: string) => string | null };
    expect(resolveId('./utils/buildFormatNumber.mjs', '/p/node_modules/@mui/material/locale/ptPT.mjs')).toMatch(/\/src\/app\/muiFormatNumber\.ts$/);
    expect(resolveId('../locale/utils/buildFormatNumber.mjs', '/p/node_modules/@mui/material/TablePagination/TablePagination.mjs')).toMatch(/\/src\/app\/muiFormatNumber\.ts$/);
    expect(resolveId('./utils/buildFormatNumber.mjs', '/p/node_modules/other/index.mjs')).toBeNull();
    expect(resolveId('./ptPT.mjs', '/p/node_modules/@mui/material/locale/index.mjs')).toBeNull();
  });
});
