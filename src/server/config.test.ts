import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, TRUST_PROXY_TRUE_REFUSED } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'ridgeline-config-'));

describe('parseConfig', () => {
  it('runs with no variables at all: embedded database, port 3000, default identity', () => {
    const dataDir = tempDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dataDir);
    expect(config.site.agentName.length).toBeGreaterThan(0);
    expect(config.site.mlsName).toContain('ARMLS');
    expect(config.spark.baseUrl).toBe('https://replication.sparkapi.com/v1');
    expect(config.mlsPhotoHosts).toContain('https://cdn.resize.sparkplatform.com');
  });

  it('generates APP_SECRET into DATA_DIR once and reuses it', () => {
    const dataDir = tempDir();
    const first = parseConfig({ DATA_DIR: dataDir }).appSecret;
    const second = parseConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first);
  });

  it('prefers a given APP_SECRET', () => {
    const secret = 'a'.repeat(40);
    expect(parseConfig({ DATA_DIR: tempDir(), APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it('names every invalid variable in one error', () => {
    let caught: unknown;
    try {
      parseConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        ADMIN_EMAILS: 'boss@example.com, not-an-email',
        APP_SECRET: 'short',
        PUBLIC_URL: 'not a url',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAILS', 'APP_SECRET', 'PUBLIC_URL']) {
      expect(message).toContain(name);
    }
    expect((caught as ConfigError).problems).toHaveLength(5);
  });

  it('lower-cases admin e-mails and accepts site identity overrides', () => {
    const config = parseConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Boss@Example.com ,helper@example.com',
      SITE_AGENT_NAME: 'Jo Pine',
      SITE_PHONE: '(928) 555-0100',
      SITE_ABOUT_URL: 'https://agent.example.com',
      DATABASE_URL: 'postgres://u@localhost/db',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'helper@example.com']);
    expect(config.site.agentName).toBe('Jo Pine');
    expect(config.site.aboutUrl).toBe('https://agent.example.com');
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads TRUST_PROXY as no proxy, a hop count or proxy addresses, and refuses true', () => {
    const trust = (value: string | undefined) =>
      parseConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust(undefined)).toBe(false);
    for (const off of ['', 'false', '0', ' FALSE ']) expect(trust(off)).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('10.0.0.0/8, ::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of [
      'true',
      'TRUE',
      'yes',
      '11',
      '10.0.0.0/33',
      '300.1.1.1',
      'proxy.example',
      '1.2.3.4/8/9',
    ]) {
      let caught: unknown;
      try {
        trust(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).message, bad).toContain('TRUST_PROXY');
    }
    expect(() => trust('true')).toThrow(TRUST_PROXY_TRUE_REFUSED);
  });

  it('reads ALLOWED_ORIGINS as origins and refuses what is not a URL', () => {
    const config = parseConfig({
      DATA_DIR: tempDir(),
      ALLOWED_ORIGINS: 'https://admin.ridgeline.example/, http://localhost:5173',
    });
    expect(config.allowedOrigins).toEqual([
      'https://admin.ridgeline.example',
      'http://localhost:5173',
    ]);
    expect(() => parseConfig({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: 'not an origin' })).toThrow(
      'ALLOWED_ORIGINS',
    );
  });
});
