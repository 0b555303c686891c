/** The peer-mentoring interactions screen (screen key 'peerMentoring') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { peerMentoringApi } from './api';

export const peerMentoring: Area = { screens: { peerMentoring: lazyComponent(() => import('./PeerMentoringPage'), 'PeerMentoringPage') }, api: peerMentoringApi };
