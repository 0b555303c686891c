// npm run bench: every benchmark, each printing ratios measured in this one run.
import { apiBench } from './api';
import { bundleBench } from './bundle';
import { signinTimingBench } from './signin-timing';

await bundleBench();
await apiBench();
await signinTimingBench();
