/**
 * The filter bar of a declared list (src/contract/lists/define.ts), inside react-admin's list
 * context: the always-on filters as fields, the others added from 'Adicionar filtro'. Every filter
 * applies as it is chosen, as react-admin's own FilterForm does: a choice or a day at once, a text
 * once the typing pauses (or at Enter); no second button to apply. Each applied filter is a chip
 * that removes it, 'Limpar filtros' removes all. On a phone the fields fold behind one 'Filtros'
 * button (the chips stay in sight). The list keeps its filters and sort in the address (reload,
 * back, a shared link).
 */
import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Chip, Collapse, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import TuneIcon from '@mui/icons-material/Tune';
import { useListFilterContext, useTranslate } from 'react-admin';
import { choicesOf, type Choice, type ListDeclaration, type ListFilter } from '../../contract/lists/define';
import { dayText } from '../components/dates';
import { WallPicker } from '../components/pickers';
import { SavedViews } from './SavedViews';
import { Menu } from '../components/WhenOpened';

type Values = Record<string, string | boolean | undefined>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** How long typing pauses before a text filter applies. */
const TYPING_PAUSE_MS = 400;

/** How a day being typed applies: cleared at once, a day of these centuries once typing pauses, anything else (a year half typed) not. */
const wholeDay = (value: string): 'now' | 'pause' | 'not' => (value === '' ? 'now' : /^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value) ? 'pause' : 'not');

/** The chip of an applied filter: 'Área: Webinares', 'Data: desde 01/11/2026'. */
function chipsOf(key: string, filter: ListFilter, values: Values, translate: (key: string) => string): { params: string[]; label: string }[] {
  switch (filter.kind) {
    case 'exact':
    case 'search':
      return isSet(values[key]) ? [{ params: [key], label: `${filter.label}: ${String(values[key])}` }] : [];
    case 'oneOf': {
      const name = choicesOf(filter).find((c) => c.id === values[key])?.name ?? String(values[key]);
      return isSet(values[key]) ? [{ params: [key], label: `${filter.label}: ${name}` }] : [];
    }
    case 'yesNo':
      return typeof values[key] === 'boolean' ? [{ params: [key], label: `${filter.label}: ${translate(values[key] ? 'app.lists.yes' : 'app.lists.no')}` }] : [];
    case 'dateRange': {
      const [from, to] = [values[`${key}_gte`], values[`${key}_lte`]].map((v) => (typeof v === 'string' && v ? dayText(v) : undefined));
      if (!from && !to) return [];
      const range = [from && `${filter.from.toLowerCase()} ${from}`, to && `${filter.to.toLowerCase()} ${to}`].filter(Boolean).join(' ');
      return [{ params: [`${key}_gte`, `${key}_lte`], label: `${filter.label}: ${range}` }];
    }
  }
}

/** `set` changes a value and applies it (at once, once the typing pauses, or not yet); `now` applies what is typed at once (Enter). */
interface FieldProps {
  name: string;
  filter: ListFilter;
  values: Values;
  set: (param: string, value: string | boolean | undefined, when?: 'now' | 'pause' | 'not') => void;
  now: () => void;
}

function FilterField({ name, filter, values, set, now }: FieldProps) {
  const translate = useTranslate();
  switch (filter.kind) {
    case 'exact':
    case 'search':
      return (
        <TextField
          label={filter.label}
          name={name}
          type={filter.kind === 'search' ? 'search' : 'text'}
          value={values[name] ?? ''}
          onChange={(e) => set(name, e.target.value, 'pause')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              now();
            }
          }}
          slotProps={{ htmlInput: { maxLength: filter.max } }}
        />
      );
    case 'oneOf':
    case 'yesNo': {
      const options = filter.kind === 'oneOf' ? choicesOf(filter) : [{ id: 'true', name: translate('app.lists.yes') }, { id: 'false', name: translate('app.lists.no') }];
      const value = values[name];
      return (
        <TextField
          select
          label={filter.label}
          name={name}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => set(name, filter.kind === 'yesNo' ? (e.target.value === '' ? undefined : e.target.value === 'true') : e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.lists.any')}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'dateRange':
      return (
        <>
          {/* A day applies once it is a whole day (not while its year is still being typed); cleared, at once. */}
          <WallPicker kind="date" name={`${name}_gte`} label={filter.from} value={String(values[`${name}_gte`] ?? '')} onChange={(v) => set(`${name}_gte`, v, wholeDay(v))} variant="filled" untilTouched />
          <WallPicker kind="date" name={`${name}_lte`} label={filter.to} value={String(values[`${name}_lte`] ?? '')} onChange={(v) => set(`${name}_lte`, v, wholeDay(v))} variant="filled" untilTouched />
        </>
      );
  }
}

/**
 * An `exact` filter whose values the screen offers (rows of a table it loads, by id): shown as a
 * select of them, its chip with the choice's name; a value not offered (yet) is kept, by its id.
 */
function offeredAs(filter: ListFilter, offered: readonly Choice[] | undefined, value: unknown): ListFilter {
  if (filter.kind !== 'exact' || !offered) return filter;
  const other = typeof value === 'string' && value !== '' && !offered.some((c) => c.id === value) ? [{ id: value, name: value }] : [];
  return { kind: 'oneOf', label: filter.label, choices: [...offered, ...other] };
}

/**
 * `choices`: per `exact` filter, the values the screen offers (e.g. a table's rows it loads).
 * `own`: filters the screen shows with controls of its own (the spec's switch or select): not in the
 * bar nor its menu; their chips stay, and 'Limpar filtros' clears them too.
 *
 * It reads the list's filter context, not the whole list's, and is drawn again only when its props
 * or the filters change: not when the rows arrive (a screen's `choices` and `own` are kept from one
 * drawing to the next). It was drawn three times during a menu click on /admin/notifications, a
 * quarter of each drawing (`npm run bench -- screenCommits`).
 */
export const DeclaredFilters = memo(function DeclaredFilters({
  list,
  label,
  choices = {},
  own = [],
}: {
  list: ListDeclaration;
  label: string;
  choices?: Readonly<Record<string, readonly Choice[] | undefined>>;
  own?: readonly string[];
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const applied = filterValues as Values;
  const [draft, setDraft] = useState<Values>(applied);
  // A filter added from the menu is shown until the bar is cleared.
  const [added, setAdded] = useState<string[]>(() => Object.keys(list.filters).filter((k) => !list.alwaysOn.includes(k) && chipsOf(k, list.filters[k], applied, translate).length > 0));
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The address changed the filters (back, a chip removed): the fields follow (compared by value:
  // the list context may hand over an equal object on each render). Not when it is what this bar
  // applied: the fields may already hold more typing since.
  const appliedKey = JSON.stringify(applied);
  const [seen, setSeen] = useState(appliedKey);
  const [sent, setSent] = useState<string>();
  if (seen !== appliedKey) {
    setSeen(appliedKey);
    if (appliedKey !== sent) setDraft(applied);
  }

  const inBar = Object.keys(list.filters).filter((k) => !own.includes(k));
  const shown = inBar.filter((k) => list.alwaysOn.includes(k) || added.includes(k));
  const addable = inBar.filter((k) => !shown.includes(k));
  // At once (react-admin debounces by default: a view saved or a sort clicked within 500 ms of a
  // choice missed the filter); a text waits for the typing to pause, here.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = (values: Values) => {
    clearTimeout(typing.current);
    const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => isSet(v)));
    setDraft(values);
    setSent(JSON.stringify(kept));
    setFilters(kept, {}, false);
  };
  const set = (param: string, value: string | boolean | undefined, when: 'now' | 'pause' | 'not' = 'now') => {
    const next = { ...draft, [param]: value };
    setDraft(next);
    clearTimeout(typing.current);
    if (when === 'now') apply(next);
    else if (when === 'pause') typing.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
  };
  // Typing still pausing when the bar goes (another screen): nothing applies after it.
  useEffect(() => () => clearTimeout(typing.current), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setAdded([]);
    apply({});
  };
  const chips = Object.entries(list.filters).flatMap(([key, filter]) => chipsOf(key, offeredAs(filter, choices[key], applied[key]), applied, translate));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {phone && (
        <Button
          variant="outlined"
          startIcon={
            <Badge badgeContent={chips.length} color="primary">
              <TuneIcon />
            </Badge>
          }
          aria-expanded={unfolded}
          aria-controls={formId}
          onClick={() => setUnfolded(!unfolded)}
          sx={{ justifySelf: 'start' }}
        >
          {translate('app.lists.filters')}
        </Button>
      )}
      <Collapse in={!phone || unfolded} unmountOnExit={false}>
        <Box
          id={formId}
          component="form"
          role="search"
          aria-label={label}
          onSubmit={submit}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(auto-fit, minmax(180px, 1fr))' }, alignItems: 'start' }}
        >
          {shown.map((key) => (
            <FilterField key={key} name={key} filter={offeredAs(list.filters[key], choices[key], draft[key])} values={draft} set={set} now={() => apply(draft)} />
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ gridColumn: '1 / -1', flexWrap: 'wrap' }}>
            {addable.length > 0 && (
              <Button type="button" startIcon={<FilterListIcon />} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
                {translate('app.lists.add')}
              </Button>
            )}
            <Button type="button" onClick={clear}>
              {translate('app.lists.clear')}
            </Button>
            <SavedViews />
          </Stack>
        </Box>
      </Collapse>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {addable.map((key) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAdded((a) => [...a, key]);
              setMenu(null);
            }}
          >
            {list.filters[key].label}
          </MenuItem>
        ))}
      </Menu>
      {chips.length > 0 && (
        // Each applied filter a chip: its ⊗, or Delete on the focused chip, removes it.
        <Box component="ul" aria-label={translate('app.lists.applied')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <Chip label={chip.label} onDelete={() => apply(Object.fromEntries(Object.entries(applied).filter(([param]) => !chip.params.includes(param))))} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
});
