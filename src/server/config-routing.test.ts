import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the routing service setting (ROUTING_URL)', () => {
  it('is off when unset or empty, and taken without a trailing slash', () => {
    expect(loadConfig({}).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: '' }).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: 'https://osrm.example.org/' }).routingUrl).toBe('https://osrm.example.org');
    expect(loadConfig({ ROUTING_URL: 'http://127.0.0.1:5000/osrm' }).routingUrl).toBe('http://127.0.0.1:5000/osrm');
  });

  it('refuses to start with an address that is not http(s), naming the setting', () => {
    expect(() => loadConfig({ ROUTING_URL: 'router.example.org' })).toThrow(/ROUTING_URL: ROUTING_URL must be an http/);
    expect(() => loadConfig({ ROUTING_URL: 'ftp://router.example.org' })).toThrow(/ROUTING_URL/);
  });
});
