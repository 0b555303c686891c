import type { SvgIconComponent } from '@mui/icons-material';
import FeedbackIcon from '@mui/icons-material/Feedback';
import EventIcon from '@mui/icons-material/Event';
import BuildIcon from '@mui/icons-material/Build';
import PeopleIcon from '@mui/icons-material/People';
import NotificationsIcon from '@mui/icons-material/Notifications';
import MapIcon from '@mui/icons-material/Map';
import CategoryIcon from '@mui/icons-material/Category';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HealingIcon from '@mui/icons-material/Healing';
import SchoolIcon from '@mui/icons-material/School';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ForumIcon from '@mui/icons-material/Forum';
import FunctionsIcon from '@mui/icons-material/Functions';
import WorkIcon from '@mui/icons-material/Work';

/** One icon per screen of the access table. */
export const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  suggestions: FeedbackIcon,
  calendar: EventIcon,
  operations: BuildIcon,
  users: PeopleIcon,
  notificationsAll: NotificationsIcon,
  notificationsOwn: NotificationsIcon,
  blueprints: MapIcon,
  hrRequestTypes: CategoryIcon,
  hrRequests: AssignmentIcon,
  medicalAbandonment: HealingIcon,
  tutorias: SchoolIcon,
  webinars: OndemandVideoIcon,
  peerMentoring: ForumIcon,
  mathPhysicsReport: FunctionsIcon,
  professionalMentoring: WorkIcon,
};
