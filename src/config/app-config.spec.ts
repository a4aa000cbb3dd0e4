import { type ConfigError, loadConfig } from './app-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
}

describe('loadConfig (docs/operations.md#configuration)', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      APP_ROLE: 'all',
      RATE_LIMIT_PER_MINUTE: 600,
      LOG_LEVEL: 'info',
    });
    expect(config.databaseMode).toBe('embedded');
    expect(config.tlsMode).toBe('self-signed');
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads and converts values', () => {
    const config = loadConfig({
      PORT: '8443',
      DATABASE_URL: 'postgres://u@db:5432/parley',
      REDIS_URL: 'redis://cache:6379',
      APP_ROLE: 'worker',
      TRUST_PROXY: 'loopback',
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    });
    expect(config).toMatchObject({
      PORT: 8443,
      APP_ROLE: 'worker',
      ALLOW_PRIVATE_WEBHOOK_URLS: true,
    });
    expect(config.databaseMode).toBe('postgres');
    expect(config.tlsMode).toBe('proxy');
    expect(config.runsHttp).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseMode).toBe('embedded');
  });

  it('limits an account to DATABASE_POOL_SIZE - 2 requests in flight (at least 1) unless set', () => {
    expect(loadConfig({}).accountInFlightLimit).toBe(8);
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).accountInFlightLimit).toBe(1);
    expect(loadConfig({ ACCOUNT_IN_FLIGHT_LIMIT: '' }).accountInFlightLimit).toBe(8);
    expect(loadConfig({ ACCOUNT_IN_FLIGHT_LIMIT: '3' }).accountInFlightLimit).toBe(3);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'eighty'],
    ['APP_ROLE', 'both'],
    ['PROCESS_ROLE', 'both'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['ACCOUNT_IN_FLIGHT_LIMIT', '0'],
    ['ACCOUNT_IN_FLIGHT_LIMIT', 'many'],
    ['LOG_LEVEL', 'loud'],
    ['ENCRYPTION_KEY', 'c2hvcnQ='],
    ['ALLOW_PRIVATE_WEBHOOK_URLS', 'maybe'],
  ])('stops on an invalid %s and names it', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(variable);
  });

  it('never echoes a secret: URL credentials are masked and the encryption key is not shown', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://app:S3cretPass@db/x',
      ENCRYPTION_KEY: 'my-secret-key',
    }).join('\n');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('ENCRYPTION_KEY');
    expect(problems).not.toContain('S3cretPass');
    expect(problems).not.toContain('my-secret-key');
  });

  it('lists every invalid variable at once', () => {
    const problems = problemsOf({ PORT: '-1', APP_ROLE: 'x' });
    expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
    expect(problems.some((p) => p.startsWith('APP_ROLE'))).toBe(true);
  });

  it('reads the role from PROCESS_ROLE, or from APP_ROLE (its older name), and refuses the two disagreeing', () => {
    expect(loadConfig({ PROCESS_ROLE: 'worker' })).toMatchObject({
      APP_ROLE: 'worker',
      runsHttp: false,
      runsWorkers: true,
    });
    expect(loadConfig({ APP_ROLE: 'api' })).toMatchObject({ runsHttp: true, runsWorkers: false });
    expect(loadConfig({ PROCESS_ROLE: 'api', APP_ROLE: 'api' }).runsWorkers).toBe(false);
    expect(loadConfig({}).APP_ROLE).toBe('all');
    expect(problemsOf({ PROCESS_ROLE: 'api', APP_ROLE: 'worker' }).join()).toContain(
      'PROCESS_ROLE and APP_ROLE',
    );
  });

  it('requires TLS_CERT_FILE and TLS_KEY_FILE together', () => {
    expect(problemsOf({ TLS_CERT_FILE: '/tmp/cert.pem' }).join()).toContain(
      'TLS_CERT_FILE and TLS_KEY_FILE',
    );
    expect(loadConfig({ TLS_CERT_FILE: '/a', TLS_KEY_FILE: '/b' }).tlsMode).toBe('certificate');
  });

  it('accepts a 32-byte base64 ENCRYPTION_KEY', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEY: key }).ENCRYPTION_KEY).toBe(key);
  });
});
