import type { OnlineSession, PageResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { bearer, dataOf } from './test-fixtures';
import { describeUserAgent, UNKNOWN_BROWSER, UNKNOWN_OS } from './user-agent';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('describeUserAgent', () => {
  it('names the browser with its major version and the system', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 126', os: 'Windows 10' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17.5' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; MI 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36 MicroMessenger/8.0.49',
      ),
    ).toEqual({ browser: '微信 8', os: 'Android 14' });
  });

  it('says 未知 rather than echoing what it cannot read', () => {
    expect(describeUserAgent(null)).toEqual({ browser: UNKNOWN_BROWSER, os: UNKNOWN_OS });
    expect(describeUserAgent('lightMyRequest')).toEqual({ browser: UNKNOWN_BROWSER, os: UNKNOWN_OS });
  });
});

describe('POST /api/system/online/page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carries the browser and the system of each session, not only the raw user agent (issue 15 #6)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'user-agent': CHROME_WINDOWS },
      payload: { username: 'tian', password: t.encrypt(DEMO_PASSWORD) },
    });
    expect(login.json().code).toBe('00000');
    const token = await t.login('secadmin');
    const page = dataOf<PageResult<OnlineSession>>(
      await t.app.inject({ method: 'POST', url: '/api/system/online/page', headers: bearer(token), payload: { loginName: 'tian' } }),
    );
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ browser: 'Chrome 126', os: 'Windows 10' });
    const mine = dataOf<PageResult<OnlineSession>>(
      await t.app.inject({ method: 'POST', url: '/api/system/online/page', headers: bearer(token), payload: { loginName: 'secadmin' } }),
    );
    expect(mine.list[0]).toMatchObject({ browser: UNKNOWN_BROWSER, os: UNKNOWN_OS });
  });
});
