import { describe, expect, it } from 'vitest';
import { createSuggestionBody, scheduleNotificationSchema } from '../../src/contract';
import { hasVisibleText, requiredText } from '../../src/contract/schemas/fields';

// Invisible on screen, and kept by String.prototype.trim: zero-width space, joiners, word joiner,
// BOM, bidi marks and overrides, soft hyphen.
const INVISIBLE = ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u200E\u200F', '\u202E', '\u00AD', ' \u200B\t\u00A0\u3000'];

describe('a required text needs something visible', () => {
  const name = requiredText('Nome é obrigatório', 100);

  it.each(INVISIBLE)('refuses %j alone, with the field\'s own message', (value) => {
    expect(hasVisibleText(value)).toBe(false);
    const parsed = name.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain('Nome é obrigatório');
  });

  it('keeps a text with a visible character, invisible ones around it included', () => {
    expect(name.parse(' \u200BAna\u200B ')).toBe('\u200BAna\u200B');
    expect(name.parse('ação')).toBe('ação');
    expect(name.parse('٣')).toBe('٣');
  });

  it('holds for the hand-written required texts too: a suggestion, a notification title and message', () => {
    expect(createSuggestionBody.safeParse({ mensagem: '\u200B' }).error?.issues[0].message).toBe('Mensagem é obrigatória');
    const notification = scheduleNotificationSchema(new Date('2026-11-26T12:00:00Z'));
    const base = { titulo: 'Aviso', mensagem: 'Texto', url: '', date: '2026-11-27T12:00:00Z', tipo: 'geral', extra: '' };
    expect(notification.safeParse(base).success).toBe(true);
    expect(notification.safeParse({ ...base, titulo: '\u2060' }).success).toBe(false);
    expect(notification.safeParse({ ...base, mensagem: '\uFEFF\u200B' }).success).toBe(false);
  });
});
