/** A valid body of a declared resource from its declared field kinds (text fields carry a token, so unique fields stay unique). */
import type { AnyResource, FieldKind } from '../src/contract';

const SAMPLE: Record<FieldKind, (token: string) => unknown> = {
  text: (token) => `Teste ${token}`,
  longText: (token) => `Descrição de teste ${token}.`,
  date: () => '2031-03-10',
  time: () => '10:30',
  datetime: () => '2031-03-10T10:30',
  select: () => undefined,
  boolean: () => true,
  link: (token) => `https://exemplo.pt/${token}`,
  // As the column gives them back (typed with a comma, '350,50', they are stored the same: tests/server/declareNumbers.test.ts).
  integer: () => 12,
  decimal: () => '12.5',
  money: () => '350.50',
};

/** A body the declaration's schema accepts, different for every token. */
export function sampleBody(resource: AnyResource, token: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields).map(([source, field]) => [source, field.kind === 'select' ? field.choices?.[0]?.id : SAMPLE[field.kind](token)]),
  );
}
