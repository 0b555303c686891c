// npm run bench [-- bundle|api|totals|guard|signin|loginForm|lighthouse|screens|screenTimes|screenProfile|screenWaterfall|screenCommits|screenTrace|fanout|export|events|listExport|declaredLists]: every benchmark (or those named), each printing ratios
// measured in this one run (screenProfile, screenWaterfall, screenCommits and screenTrace print a profile, a timeline, React's commits and the main thread's time by kind to read instead). npm run bench:api and bench:bundle run one each.
import { apiBench } from './api';
import { bundleBench } from './bundle';
import { declaredListsBench } from './declaredLists';
import { eventsBench } from './events';
import { exportBench } from './export';
import { fanoutBench } from './fanout';
import { guardBench } from './guard';
import { lighthouseBench } from './lighthouse';
import { listExportBench } from './listExport';
import { loginFormBench } from './login-form';
import { screenProfileBench } from './screen-profile';
import { screenTimesBench } from './screen-times';
import { screenWaterfallBench } from './screen-waterfall';
import { screenCommitsBench } from './screen-commits';
import { screenTraceBench } from './screen-trace';
import { screensBench } from './screens';
import { signinTimingBench } from './signin-timing';
import { totalsBench } from './totals';

const benches = { bundle: bundleBench, api: apiBench, totals: totalsBench, guard: guardBench, signin: signinTimingBench, loginForm: loginFormBench, lighthouse: lighthouseBench, screens: screensBench, screenTimes: screenTimesBench, screenProfile: screenProfileBench, screenWaterfall: screenWaterfallBench, screenCommits: screenCommitsBench, screenTrace: screenTraceBench, fanout: fanoutBench, export: exportBench, events: eventsBench, listExport: listExportBench, declaredLists: declaredListsBench };
const chosen = process.argv.slice(2).filter((name): name is keyof typeof benches => name in benches);
for (const name of chosen.length ? chosen : (Object.keys(benches) as (keyof typeof benches)[])) await benches[name]();
