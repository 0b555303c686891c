import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon, ScreenAccess } from '../../contract';
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
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';

/** Icons by the name a resource declaration gives (`screen.icon`). */
const NAMED_ICONS: Readonly<Record<MenuIcon, SvgIconComponent>> = {
  category: CategoryIcon,
  video: OndemandVideoIcon,
  assignment: AssignmentIcon,
  map: MapIcon,
  school: SchoolIcon,
  work: WorkIcon,
  home: HomeIcon,
};

/** The menu icon of a screen: a declared resource names it, a custom screen has one here. */
export function menuIcon(screen: ScreenAccess): SvgIconComponent | undefined {
  return screen.resource ? NAMED_ICONS[screen.resource.screen.icon] : CUSTOM_ICONS[screen.screen];
}

/** One icon per custom screen of the access table. */
const CUSTOM_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  suggestions: FeedbackIcon,
  calendar: EventIcon,
  operations: BuildIcon,
  users: PeopleIcon,
  audit: HistoryIcon,
  notificationsAll: NotificationsIcon,
  notificationsOwn: NotificationsIcon,
  blueprints: MapIcon,
  hrRequests: AssignmentIcon,
  abandonment: HealingIcon,
  tutorias: SchoolIcon,
  peerMentoring: ForumIcon,
  mathPhysics: FunctionsIcon,
  professionalMentoring: WorkIcon,
};
