import { fromLocalParts, type TutoringSession } from '../../contract';

/** 'cabinet': hours validated by the cabinet (strong green); 'confirmed': validated (light green); 'open': neither. */
export type SessionTone = 'cabinet' | 'confirmed' | 'open';

/**
 * How a session card looks (spec: light green if validated, strong green if validated by the
 * cabinet; faded if past and (cabinet-validated or with no registrants)). Past: it has ended.
 */
export function sessionLook(session: Pick<TutoringSession, 'date' | 'time' | 'duration' | 'validado' | 'validadoGC' | 'inscritos'>, now: Date): { tone: SessionTone; faded: boolean } {
  const tone: SessionTone = session.validadoGC ? 'cabinet' : session.validado ? 'confirmed' : 'open';
  const ends = fromLocalParts(session.date, session.time).getTime() + session.duration * 60_000;
  return { tone, faded: ends <= now.getTime() && (session.validadoGC || session.inscritos.length === 0) };
}

interface Colours {
  bg: string;
  fg: string;
}

/** Background and text of each look, per theme: every pair at least 4.5:1. */
const COLOURS: Record<'light' | 'dark', Record<SessionTone, { normal: Colours | null; faded: Colours }>> = {
  light: {
    cabinet: { normal: { bg: '#1b5e20', fg: '#ffffff' }, faded: { bg: '#4a7a4d', fg: '#ffffff' } },
    confirmed: { normal: { bg: '#c8e6c9', fg: '#1b5e20' }, faded: { bg: '#f1f6f1', fg: '#5b6b5d' } },
    open: { normal: null, faded: { bg: '#f2f2f2', fg: '#616161' } },
  },
  dark: {
    cabinet: { normal: { bg: '#1b5e20', fg: '#ffffff' }, faded: { bg: '#2a3d2d', fg: '#c8d6ca' } },
    confirmed: { normal: { bg: '#1e3b24', fg: '#e8f5e9' }, faded: { bg: '#1f2a22', fg: '#b0bdb2' } },
    open: { normal: null, faded: { bg: '#23272d', fg: '#aab0b8' } },
  },
};

/** The colours of a look in a theme (null: the card's own, paper and text). */
export function lookColours(look: { tone: SessionTone; faded: boolean }, mode: 'light' | 'dark'): Colours | null {
  const pair = COLOURS[mode][look.tone];
  return look.faded ? pair.faded : pair.normal;
}
