import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { listenNotice } from './listen-notice';

describe('demo mode listens on this machine only unless HOST is set', () => {
  it('chooses the default host from DEMO and HOST', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: '0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '192.168.1.20', DEMO: '0' }).host).toBe('192.168.1.20');
    // an empty HOST= in a .env file is "not set"
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it('says so at start, and warns when a demo is reachable from the network', () => {
    const local = listenNotice({ demo: true, host: '127.0.0.1' });
    expect(local.info.join('\n')).toContain('只在本机监听');
    expect(local.info.join('\n')).toContain('HOST=0.0.0.0');
    expect(local.info.join('\n')).toContain('DEMO=0');
    expect(local.warning).toBeNull();

    const open = listenNotice({ demo: true, host: '0.0.0.0' });
    expect(open.warning).toContain('警告');
    expect(open.warning).toContain('DEMO=0');
    expect(listenNotice({ demo: true, host: '::' }).warning).not.toBeNull();
    expect(listenNotice({ demo: true, host: '::1' }).warning).toBeNull();

    expect(listenNotice({ demo: false, host: '0.0.0.0' })).toEqual({ info: [], warning: null });
  });
});
