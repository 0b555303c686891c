import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raPtPT } from '../../src/app/providers/i18n/raPtPT';
import { i18nProvider } from '../../src/app/providers/i18n';

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

// Whole words; `\b` is ASCII-only in JS regexes and would miss words ending in an accented letter ("Você").
const BRAZILIAN =
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

  // One test per rule over every key (not one per key), listing the keys that break it.
  it('gives every key a non-empty string', () => {
    expect(enEntries.filter(([key]) => typeof pt.get(key) !== 'string' || (pt.get(key) as string).length === 0).map(([key]) => key)).toEqual([]);
  });

  it('keeps the same %{placeholders} in every string', () => {
    const broken = enEntries.filter(([key, english]) => placeholders(pt.get(key) as string).join() !== placeholders(english).join());
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('keeps the |||| plural forms where English has them, each with its placeholders', () => {
    const broken = enEntries.filter(([key, english]) => {
      const value = pt.get(key) as string;
      const enForms = english.split(PLURAL);
      const ptForms = value.split(PLURAL);
      if (ptForms.length !== enForms.length) return true;
      return ptForms.some((form, i) => (ptForms.length > 1 && form.trim().length === 0) || placeholders(form).join() !== placeholders(enForms[i]).join());
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('uses no Brazilian-Portuguese forms', () => {
    const offenders = [...pt.entries()].filter(
      ([, v]) => typeof v === 'string' && BRAZILIAN.test(v),
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

describe('a label in the middle of a sentence', () => {
  it("lowers a word's first letter but keeps an acronym's capitals ('Ordenar por ID', not 'iD')", () => {
    const sortBy = (field: string) => i18nProvider.translate('ra.sort.sort_by', { field, field_lower_first: field.charAt(0).toLowerCase() + field.slice(1), order: 'crescente' });
    expect(sortBy('Nome')).toBe('Ordenar por nome (crescente)');
    expect(sortBy('ID')).toBe('Ordenar por ID (crescente)');
  });
});
