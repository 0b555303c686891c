import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Busy } from '../components/Busy';
import { ConflictPanel } from '../components/ConflictPanel';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Skeleton, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, HttpError, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { drawingAttribute, useFirstRowsFirst } from '../components/firstRowsFirst';
import { CALENDAR_LANGS, calendarVersion, OVERWRITE, type CalendarLang, type UpdateCalendarBody } from '../../contract';
import { API } from '../../contract/api';
import type { CallAnswer } from '../../contract/api/call';
import { useApiMutation, useApiQuery } from '../providers/useApi';
import { productName } from '../productName';
import { usePromiseToast } from '../components/promiseToast';
import {
  CALENDAR_FIELDS,
  CALENDAR_SECTIONS,
  PRODUCT,
  fieldKey,
  mergeCalendars,
  toFormValues,
  toPayload,
  validateCalendar,
  type CalendarConflict,
  type CalendarField,
  type CalendarFormValues,
  type CalendarSection,
} from './calendarFields';
import { CalendarTextInput, HolidayListInput } from './CalendarInputs';

/** Desktop: label | Português | English; phone: the label, then each language stacked. */
const ROW_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(160px, 1fr) 2fr 2fr' }, columnGap: 2, rowGap: 1 } as const;

function useFieldLabel() {
  const translate = useTranslate();
  const product = productName();
  return (field: CalendarField) => (field.label === PRODUCT ? product : field.label.startsWith('app.') ? translate(field.label) : field.label);
}

function CalendarSectionCard({ section }: { section: CalendarSection }) {
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const headingId = `calendar-section-${section}`;
  const fields = CALENDAR_FIELDS.filter((f) => f.section === section);
  return (
    <Card component="section" aria-labelledby={headingId} role="group">
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(`app.calendar.sections.${section}`)}
        </Typography>
        <Box sx={{ ...ROW_GRID, display: { xs: 'none', md: 'grid' }, pb: 1 }} aria-hidden>
          <span />
          {CALENDAR_LANGS.map((lang) => (
            <Typography key={lang} variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {translate(`app.calendar.languages.${lang}`)}
            </Typography>
          ))}
        </Box>
        {fields.map((field, index) => {
          const label = labelOf(field);
          const Input = field.kind === 'list' ? HolidayListInput : CalendarTextInput;
          return (
            <Fragment key={fieldKey(field)}>
              {index > 0 && <Divider sx={{ my: 1.5, display: { md: 'none' } }} />}
              <Box sx={{ ...ROW_GRID, py: { md: 0.75 }, alignItems: 'start' }}>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 600, pt: { md: 1 } }}>
                  {label}
                </Typography>
                {CALENDAR_LANGS.map((lang: CalendarLang) => (
                  <Input key={lang} name={`${lang}.${fieldKey(field)}`} lang={lang} label={label} />
                ))}
              </Box>
            </Fragment>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** The sections, the first two (a screenful) drawn first and the others just after (components/firstRowsFirst.ts). */
function CalendarSections() {
  const { shown, drawing } = useFirstRowsFirst(CALENDAR_SECTIONS, 2);
  return (
    <Box sx={{ display: 'grid', gap: 2, pb: 2 }} {...drawingAttribute(drawing)}>
      {shown.map((section) => (
        <CalendarSectionCard key={section} section={section} />
      ))}
    </Box>
  );
}

function SaveBar() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        py: 1.5,
        px: { xs: 2, sm: 3 },
        mx: { xs: -2, sm: -3 },
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveIcon />}
      >
        {translate('app.calendar.save')}
      </Button>
    </Box>
  );
}

function CalendarSkeleton() {
  return (
    <Busy sx={{ display: 'grid', gap: 2 }}>
      {CALENDAR_SECTIONS.map((section) => (
        <Card key={section}>
          <CardContent>
            <Skeleton variant="text" width={180} height={32} />
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ ...ROW_GRID, py: 0.75 }}>
                <Skeleton variant="text" height={40} />
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={40} />
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Busy>
  );
}

/** What the form edits: both documents as read and the version of each (what a save sends back). */
interface Loaded {
  documents: UpdateCalendarBody;
  versions: Partial<Record<CalendarLang, string>>;
}

/** A save refused because the calendar changed since it was read (409). */
const isStale = (error: unknown): error is HttpError => error instanceof HttpError && error.status === 409;

/** A 409 whose merge left fields both people changed: shown until 'Recarregar' or a save. */
interface CalendarConflictState {
  message: string;
  /** Both languages as they are now (the merge's `theirs`), with their versions. */
  theirs: Loaded;
  conflicts: CalendarConflict[];
}

/**
 * Follows the calendar as others save it (live events) while the person has changed nothing; once
 * they have, the form keeps what it loaded, and their save merges (never a reset behind their back).
 */
function FollowLatest({ latest, base, onLatest }: { latest?: Loaded; base?: Loaded; onLatest: (latest: Loaded) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    if (latest && !isDirty && JSON.stringify(latest) !== JSON.stringify(base)) onLatest(latest);
  }, [latest, base, isDirty, onLatest]);
  return null;
}

/** The conflicting fields (label and language), the person's value and the current one, 'Recarregar' and 'Guardar por cima'. */
function CalendarConflictPanel({ conflict, onReload, onOverwrite }: { conflict: CalendarConflictState; onReload: () => void; onOverwrite: (values: CalendarFormValues) => void }) {
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const form = useFormContext<CalendarFormValues>();
  const { isSubmitting } = useFormState();
  const values = useWatch() as CalendarFormValues;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [conflict]);
  const source = ({ lang, field }: CalendarConflict) => `${lang}.${fieldKey(field)}`;
  const fields = Object.fromEntries(
    conflict.conflicts.map((c) => [source(c), { label: `${labelOf(c.field)} (${translate(`app.calendar.languages.${c.lang}`)})`, kind: 'text' as const }]),
  );
  return (
    <Box ref={ref}>
      <ConflictPanel
        message={conflict.message}
        fields={fields}
        current={Object.fromEntries(conflict.conflicts.map((c) => [source(c), c.theirs]))}
        mine={Object.fromEntries(conflict.conflicts.map((c) => [source(c), values[c.lang]?.[fieldKey(c.field)]]))}
        busy={isSubmitting}
        onReload={onReload}
        onOverwrite={() => void form.handleSubmit(onOverwrite)()}
      />
    </Box>
  );
}

/** The academic calendar in both languages (spec section 2 "Calendar screen"). */
export function CalendarPage() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const product = productName();

  // Both languages, as others save them too (live events refetch them).
  const reading = { refetchOnWindowFocus: false, refetchOnReconnect: false };
  const pt = useApiQuery(API.calendar.get, { body: { lang: 'pt' } }, reading);
  const en = useApiQuery(API.calendar.get, { body: { lang: 'en' } }, reading);
  const loadedOf = useCallback(
    (ptAnswer: CallAnswer<typeof API.calendar.get>, enAnswer: CallAnswer<typeof API.calendar.get>): Loaded => ({
      documents: toPayload(toFormValues({ pt: ptAnswer.data, en: enAnswer.data }, product), product),
      versions: { pt: ptAnswer.version, en: enAnswer.version },
    }),
    [product],
  );
  const latest = useMemo(() => (pt.data && en.data ? loadedOf(pt.data, en.data) : undefined), [pt.data, en.data, loadedOf]);
  // What the form edits (and a save's base): the latest while the person has changed nothing.
  const [base, setBase] = useState<Loaded>();
  const shown = base ?? latest;
  const record = useMemo(() => (shown ? { id: 'calendar', ...toFormValues(shown.documents, product) } : undefined), [shown, product]);
  const [conflict, setConflict] = useState<CalendarConflictState>();

  const update = useApiMutation(API.calendar.update);
  /** Both languages read again, as they are now. */
  const reread = async (): Promise<Loaded> => {
    const [ptNow, enNow] = await Promise.all([pt.refetch({ throwOnError: true }), en.refetch({ throwOnError: true })]);
    return loadedOf(ptNow.data!, enNow.data!);
  };

  /**
   * Written at the versions of both languages as loaded. A 409 (another person saved meanwhile):
   * both are read again and merged with the person's changes; saved at once when no field was
   * changed by both, else the conflict is shown. `over`: 'Guardar por cima' of that conflict, the
   * person's values for the conflicting fields, the languages holding them written whatever they are now.
   */
  const save = async (values: CalendarFormValues, over?: CalendarConflictState) => {
    const from = shown!;
    const mine = toPayload(values, product);
    const write = async () => {
      let attempt = { body: mine, version: calendarVersion(from.versions) };
      if (over) {
        const { merged, conflicts } = mergeCalendars(from.documents, mine, over.theirs.documents, product, true);
        const overwritten = (lang: CalendarLang) => conflicts.some((c) => c.lang === lang);
        const versions = Object.fromEntries(CALENDAR_LANGS.map((lang) => [lang, overwritten(lang) ? OVERWRITE : over.theirs.versions[lang]]));
        attempt = { body: merged, version: calendarVersion(versions) };
      }
      // A merged save refused again (a third person saved meanwhile) merges again, a few times.
      for (let tries = 0; ; tries++) {
        try {
          await update.mutateAsync(attempt);
          break;
        } catch (error) {
          if (!isStale(error) || tries >= 3) throw error;
          const theirs = await reread();
          const { merged, conflicts } = mergeCalendars(from.documents, mine, theirs.documents, product);
          if (conflicts.length > 0) {
            setConflict({ message: error.message, theirs, conflicts });
            throw error;
          }
          attempt = { body: merged, version: calendarVersion(theirs.versions) };
        }
      }
      // The form starts again from what was saved (both changes): no longer "changed".
      setConflict(undefined);
      setBase(await reread());
    };
    await toast(write(), {
      pending: 'app.calendar.toast.pending',
      success: 'app.calendar.toast.success',
      error: 'app.calendar.toast.error',
      errorFor: (reason) => (isStale(reason) ? 'app.conflict.changedMeanwhile' : undefined),
    }).catch(() => undefined);
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <ScreenTitle title={translate('app.calendar.title')} sx={{ mb: 2 }} />
      {!record ? (
        pt.isError || en.isError ? (
          <Alert severity="error">{translate('app.calendar.loadError')}</Alert>
        ) : (
          <CalendarSkeleton />
        )
      ) : (
        <Form record={record} onSubmit={(values: Record<string, unknown>) => save(values as CalendarFormValues)} validate={(values) => validateCalendar(values as CalendarFormValues, product)}>
          <FollowLatest latest={latest} base={base} onLatest={setBase} />
          {conflict && (
            <CalendarConflictPanel
              conflict={conflict}
              onReload={() => {
                setBase(conflict.theirs);
                setConflict(undefined);
              }}
              onOverwrite={(values) => save(values, conflict)}
            />
          )}
          <CalendarSections />
          <SaveBar />
        </Form>
      )}
    </Box>
  );
}
