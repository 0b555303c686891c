import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raPtPT } from '../../src/app/providers/i18n/raPtPT';

type Tree = { [key: string]: unknown };

/** Flattens a nested catalogue into `a.b.c` → leaf value. */
const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
};

const placeholders = (s: string): string[] =>
  [...new Set([...s.matchAll(/%\{([^}]+)\}/g)].map((m) => m[1]))].sort();

const PLURAL = '||||';
const pluralCount = (s: string): number => s.split(PLURAL).length - 1;

const BRAZILIAN = /\b(Deletar|Salvar|Buscar|Usuário|Carregando|Senha|arquivo|Excluir|registro|Você)\b/i;
// `\b` is ASCII-only in JS regexes, so it misses words ending in an accented letter ("Você").
const BRAZILIAN_UNICODE =
  /(?<![\p{L}\p{N}_])(Deletar|Salvar|Buscar|Usuário|Carregando|Senha|arquivo|Excluir|registro|Você)(?![\p{L}\p{N}_])/iu;

const en = flatten(englishMessages as unknown as Tree);
const pt = flatten(raPtPT as unknown as Tree);
const enEntries = [...en.entries()] as [string, string][];

describe('raPtPT (pt-PT react-admin catalogue)', () => {
  it('covers ra-language-english', () => {
    expect(en.size).toBeGreaterThan(100);
    expect([...en.keys()].every((k) => k.startsWith('ra.'))).toBe(true);
  });

  it('has exactly the same leaf keys as ra-language-english', () => {
    const missing = [...en.keys()].filter((k) => !pt.has(k));
    const extra = [...pt.keys()].filter((k) => !en.has(k));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it.each(enEntries)('%s is a non-empty string', (key) => {
    const value = pt.get(key);
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeGreaterThan(0);
  });

  it.each(enEntries)('%s keeps the same %{placeholders}', (key, english) => {
    expect(placeholders(pt.get(key) as string)).toEqual(placeholders(english));
  });

  it.each(enEntries)('%s keeps the |||| plural forms where English has them', (key, english) => {
    const value = pt.get(key) as string;
    expect(pluralCount(value)).toBe(pluralCount(english));
    // each plural form keeps the placeholders of the matching English form
    const enForms = english.split(PLURAL);
    const ptForms = value.split(PLURAL);
    ptForms.forEach((form, i) => {
      if (ptForms.length > 1) expect(form.trim().length).toBeGreaterThan(0);
      expect(placeholders(form)).toEqual(placeholders(enForms[i]));
    });
  });

  it('uses no Brazilian-Portuguese forms', () => {
    const offenders = [...pt.entries()].filter(
      ([, v]) => typeof v === 'string' && (BRAZILIAN.test(v) || BRAZILIAN_UNICODE.test(v)),
    );
    expect(offenders).toEqual([]);
  });

  it('uses the agreed pt-PT terms', () => {
    expect(raPtPT.ra.action.delete).toBe('Eliminar');
    expect(raPtPT.ra.action.save).toBe('Guardar');
    expect(raPtPT.ra.action.search).toBe('Pesquisar');
    expect(raPtPT.ra.page.loading).toBe('A carregar');
    expect(raPtPT.ra.page.dashboard).toBe('Painel');
    expect(raPtPT.ra.auth.password).toBe('Palavra-passe');
    expect(raPtPT.ra.auth.username).toBe('Nome de utilizador');
    expect(raPtPT.ra.auth.logout).toBe('Terminar sessão');
    expect(raPtPT.ra.auth.sign_in).toBe('Iniciar sessão');
    expect(raPtPT.ra.message.are_you_sure).toBe('Tem a certeza?');
    expect(raPtPT.ra.navigation.page_rows_per_page).toBe('Linhas por página:');
  });
});
