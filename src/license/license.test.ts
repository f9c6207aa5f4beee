import { LicenseInfo } from '@mui/x-license';
import { describe, expect, it } from 'vitest';
import { applyLicenseKey } from './license';

describe('applyLicenseKey', () => {
  it('does nothing without a configured key', () => {
    expect(applyLicenseKey(undefined)).toBe(false);
    expect(applyLicenseKey('')).toBe(false);
  });

  it('installs the configured key once for every MUI X package', () => {
    expect(applyLicenseKey('test-key-from-configuration')).toBe(true);
    expect(LicenseInfo.getLicenseKey()).toBe('test-key-from-configuration');
    // Every render of the providers calls it again: the same key is not set twice.
    expect(applyLicenseKey('test-key-from-configuration')).toBe(false);
  });
});
