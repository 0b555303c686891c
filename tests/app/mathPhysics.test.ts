import { describe, expect, it } from 'vitest';
import { lookColours, sessionLook } from '../../src/app/mathPhysics/sessionLook';
import { locationLink } from '../../src/app/mathPhysics/SessionDialog';
import { figure, isAverage } from '../../src/app/mathPhysics/figures';
import { REPORT_PERSON_COLUMNS, UNIT_STATISTICS_COLUMNS } from '../../src/contract';

const session = (extra: Partial<Parameters<typeof sessionLook>[0]> = {}) => ({ date: '2026-03-10', time: '14:30', duration: 60, validado: false, validadoGC: false, inscritos: ['a1'], ...extra });
// 14:30 in Lisbon on 10 March (winter time) is 14:30 UTC; the session ends at 15:30.
const during = new Date('2026-03-10T15:00:00Z');
const after = new Date('2026-03-10T15:30:00Z');

describe('how a session card looks', () => {
  it('is strong green when the cabinet validated it, light green when only confirmed, plain otherwise', () => {
    expect(sessionLook(session({ validado: true, validadoGC: true }), during).tone).toBe('cabinet');
    expect(sessionLook(session({ validado: true }), during).tone).toBe('confirmed');
    expect(sessionLook(session(), during).tone).toBe('open');
  });

  it('fades once over, when the cabinet validated it or nobody registered; never before it ends', () => {
    expect(sessionLook(session({ validado: true, validadoGC: true }), after).faded).toBe(true);
    expect(sessionLook(session({ inscritos: [] }), after).faded).toBe(true);
    expect(sessionLook(session({ validado: true }), after).faded).toBe(false);
    expect(sessionLook(session({ inscritos: [] }), during).faded).toBe(false);
    expect(sessionLook(session({ validado: true, validadoGC: true }), during).faded).toBe(false);
  });

  it('keeps text readable (4.5:1) on every background, in both themes', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = (hex.match(/\w\w/g) ?? []).map((h) => parseInt(h, 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const mode of ['light', 'dark'] as const) {
      for (const tone of ['cabinet', 'confirmed', 'open'] as const) {
        for (const faded of [false, true]) {
          const colours = lookColours({ tone, faded }, mode);
          if (!colours) continue;
          const [hi, lo] = [luminance(colours.fg), luminance(colours.bg)].sort((a, b) => b - a);
          expect((hi + 0.05) / (lo + 0.05), `${mode} ${tone} ${faded}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe("'Ver Local'", () => {
  it('links only an http or https address', () => {
    expect(locationLink('https://videoconf.campus.exemplo.pt/tutoria')).toBe('https://videoconf.campus.exemplo.pt/tutoria');
    expect(locationLink('http://sala.exemplo.pt')).toBe('http://sala.exemplo.pt');
    for (const place of ['Sala B2.04', 'javascript:alert(1)', 'data:text/html,x', 'www.exemplo.pt', 'https://exemplo.pt/a b\\c', 'http//exemplo.pt']) expect(locationLink(place), place).toBeNull();
  });
});

describe("the report's figures", () => {
  it('writes counts and hours as pt-PT does, averages always with two decimals', () => {
    expect(figure(12)).toBe('12');
    expect(figure(4.333)).toBe('4,33');
    expect(figure(2.5, isAverage(UNIT_STATISTICS_COLUMNS, 'avaliacaoMedia'))).toBe('2,50');
    expect(figure(3, isAverage(REPORT_PERSON_COLUMNS, 'mediaAvaliacoes'))).toBe('3,00');
    expect(isAverage(UNIT_STATISTICS_COLUMNS, 'totalHoras')).toBe(false);
  });
});
