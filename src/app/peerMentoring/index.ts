/** The peer-mentoring interactions screen (screen key 'peerMentoring') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { peerMentoringApi } from './api';

export const peerMentoring: Area = { screens: { peerMentoring: lazyScreen(() => import('./PeerMentoringPage'), 'PeerMentoringPage') }, api: peerMentoringApi };
