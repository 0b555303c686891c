import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { shouldRetry } from '../../src/app/providers/queryClient';

describe('the retry policy', () => {
  it('asks again once when a second try may succeed: the server unreachable or a proxy failing', () => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetry(0, new HttpError('x', status))).toBe(true);
      expect(shouldRetry(1, new HttpError('x', status))).toBe(false);
    }
  });

  it('shows refusals, server errors and unknown failures at once', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500]) expect(shouldRetry(0, new HttpError('x', status))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
    expect(shouldRetry(0, null)).toBe(false);
  });
});
