import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', PRODUCT_NAME: 'Campus' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ PRODUCT_NAME: '   ' })).toThrow(/PRODUCT_NAME/);
  });

  it('leaves the notification slice size to the database unless one is given, and refuses a bad one', () => {
    expect(loadConfig({}).NOTIFICATION_SLICE_SIZE).toBeUndefined();
    expect(loadConfig({ NOTIFICATION_SLICE_SIZE: '2000' }).NOTIFICATION_SLICE_SIZE).toBe(2000);
    expect(() => loadConfig({ NOTIFICATION_SLICE_SIZE: 'many' })).toThrow(/NOTIFICATION_SLICE_SIZE must be a number/);
    expect(() => loadConfig({ NOTIFICATION_SLICE_SIZE: '0' })).toThrow(/NOTIFICATION_SLICE_SIZE/);
  });

  it('holds at most 5 PostgreSQL connections per process unless told otherwise, and refuses a bad pool size', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(5);
    expect(loadConfig({ DB_POOL_SIZE: '12' }).DB_POOL_SIZE).toBe(12);
    expect(() => loadConfig({ DB_POOL_SIZE: 'lots' })).toThrow(/DB_POOL_SIZE must be a number/);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE must be at least 1/);
    expect(() => loadConfig({ DB_POOL_SIZE: '2.5' })).toThrow(/DB_POOL_SIZE/);
  });
});

describe('directory sign-in settings', () => {
  const directory = {
    LDAP_URL: 'ldaps://ldap.example.org',
    LDAP_BIND_DN: 'cn=reader,dc=example,dc=org',
    LDAP_BIND_PASSWORD: 'secret',
    LDAP_BASE_DN: 'ou=people,dc=example,dc=org',
  };

  it('signs in locally by default, with the documented directory defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ AUTH_MODE: 'local', LDAP_USER_FILTER: '(uid={{username}})', LDAP_USERNAME_ATTRIBUTE: 'uid', LDAP_TIMEOUT_MS: 5000 });
    expect(config.LDAP_URL).toBeUndefined();
  });

  it('accepts ldap and both with the directory described', () => {
    expect(loadConfig({ AUTH_MODE: 'ldap', ...directory })).toMatchObject({ AUTH_MODE: 'ldap', ...directory });
    expect(loadConfig({ AUTH_MODE: 'both', ...directory, LDAP_URL: 'ldap://127.0.0.1:389' }).LDAP_URL).toBe('ldap://127.0.0.1:389');
  });

  it('names every missing directory setting of ldap and both modes', () => {
    for (const key of Object.keys(directory) as (keyof typeof directory)[]) {
      const rest: Partial<typeof directory> = { ...directory };
      delete rest[key];
      expect(() => loadConfig({ AUTH_MODE: 'ldap', ...rest }), key).toThrow(new RegExp(`${key}: ${key} is required when AUTH_MODE is ldap`));
    }
    expect(() => loadConfig({ AUTH_MODE: 'both' })).toThrow(/LDAP_URL.*\n.*LDAP_BIND_DN/s);
    // local mode does not need them.
    expect(() => loadConfig({ AUTH_MODE: 'local' })).not.toThrow();
  });

  it('refuses bad directory values with a clear message', () => {
    expect(() => loadConfig({ AUTH_MODE: 'ldap ' })).toThrow(/AUTH_MODE must be local, ldap or both/);
    expect(() => loadConfig({ AUTH_MODE: 'ldap', ...directory, LDAP_URL: 'https://ldap.example.org' })).toThrow(/LDAP_URL must be ldap:\/\/host\[:port\] or ldaps:\/\//);
    expect(() => loadConfig({ AUTH_MODE: 'ldap', ...directory, LDAP_URL: 'ldap://ldap.example.org/dc=x' })).toThrow(/LDAP_URL/);
    expect(() => loadConfig({ ...directory, LDAP_USER_FILTER: '(uid=*)' })).toThrow(/LDAP_USER_FILTER must be a filter in parentheses holding \{\{username\}\}/);
    expect(() => loadConfig({ LDAP_TIMEOUT_MS: 'soon' })).toThrow(/LDAP_TIMEOUT_MS must be a number/);
    expect(() => loadConfig({ LDAP_TIMEOUT_MS: '10' })).toThrow(/LDAP_TIMEOUT_MS/);
    expect(() => loadConfig({ LDAP_USERNAME_ATTRIBUTE: 'uid)(x' })).toThrow(/LDAP_USERNAME_ATTRIBUTE must be an attribute name/);
  });

  it('never prints the service password in a configuration error', () => {
    let message = '';
    try {
      loadConfig({ AUTH_MODE: 'ldap', ...directory, LDAP_URL: 'nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/LDAP_URL/);
    expect(message).not.toContain('secret');
  });
});
