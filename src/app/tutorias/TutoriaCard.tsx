import { useId, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Collapse, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import { useNotify, useTranslate } from 'react-admin';
import { PROGRAMME_TITLES, type Enrolment, type Tutoria } from '../../contract';
import { saveBlob } from '../providers/files';
import type { PeerMentorChoice } from './api';
import { EnrolmentTable } from './EnrolmentTable';

export interface TutoriaCardProps {
  tutoria: Tutoria;
  /** The enrolments of the chosen academic year. */
  enrolls: readonly Enrolment[];
  /** Peer mentoring's mentors of that year (whatever the filters keep of the enrolments). */
  mentors: readonly PeerMentorChoice[];
  managerName: (userId: string) => string;
  canEdit: boolean;
  canRemove: boolean;
  canFilterSchool: boolean;
  /** The area's admins edit the managers. */
  canEditManagers: boolean;
  onEdit: () => void;
  onEditManagers: () => void;
  onRemove: () => void;
}

/** One programme: title, descriptions, managers by name, 'Editar', and its enrolments behind 'Mostrar inscritos' with the export. */
export function TutoriaCard({ tutoria, enrolls, mentors, managerName, canEdit, canRemove, canFilterSchool, canEditManagers, onEdit, onEditManagers, onRemove }: TutoriaCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  // 'Abandono escolar' lists no enrolments here (spec): its people are followed elsewhere.
  const listsEnrolments = tutoria.title !== PROGRAMME_TITLES.abandonment;
  const mentorName = (id: string) => mentors.find((m) => m.id_utilizador === id)?.nome ?? id;

  const exportList = async () => {
    setExporting(true);
    try {
      // The spreadsheet writer is loaded only now.
      const { enrolmentsFileName, enrolmentsWorkbook } = await import('../exports/enrolments');
      saveBlob(await enrolmentsWorkbook(tutoria.title, enrolls, mentorName), enrolmentsFileName(tutoria.title));
    } catch {
      notify('app.tutorias.exportError', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {tutoria.title}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>{tutoria.short_description}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {tutoria.description}
        </Typography>
        <Box>
          <Typography variant="caption" color="textSecondary" component="p">
            {translate('app.tutorias.managers')}
          </Typography>
          <Typography variant="body2">
            {tutoria.managers.length ? tutoria.managers.map(managerName).join(', ') : translate('app.tutorias.noManagers')}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {canEdit && (
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            {translate('app.tutorias.edit')}
          </Button>
        )}
        {canEditManagers && (
          <Button size="small" variant="outlined" startIcon={<GroupIcon />} onClick={onEditManagers}>
            {translate('app.tutorias.editManagers')}
          </Button>
        )}
        {canRemove && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
            {translate('app.tutorias.remove')}
          </Button>
        )}
        {listsEnrolments && (
          <>
            <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={tableId}>
              {`${translate(open ? 'app.tutorias.hide' : 'app.tutorias.show')} (${enrolls.length})`}
            </Button>
            <Button size="small" startIcon={<DownloadIcon />} onClick={exportList} disabled={exporting}>
              {translate(exporting ? 'app.tutorias.exporting' : 'app.tutorias.export')}
            </Button>
          </>
        )}
      </CardActions>
      {listsEnrolments && (
        <Collapse in={open} unmountOnExit>
          <Box id={tableId} sx={{ px: 2, pb: 2 }}>
            <EnrolmentTable title={tutoria.title} enrolls={enrolls} mentors={mentors} canFilterSchool={canFilterSchool} mentorName={mentorName} />
          </Box>
        </Collapse>
      )}
    </Card>
  );
}
