import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A screen is waited for, never timed: on a busy machine (CI shares its cores) a first render of
// react-admin took over the default 1 s; `findBy…` and `waitFor` give up after 10 s instead.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // (A test of build code runs in Node, without a page: `@vitest-environment node`.)
  globalThis.localStorage?.clear();
});
