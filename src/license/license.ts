import { LicenseInfo } from '@mui/x-license';

let appliedKey: string | undefined;

/**
 * Installs the Pro/Premium licence key once for every MUI X component on the site
 * (spec section 6). The key comes from configuration (MUI_X_LICENSE_KEY), never from code;
 * without it the packages show their own watermark, which is expected.
 */
export function applyLicenseKey(key: string | undefined): boolean {
  if (!key || key === appliedKey) return false;
  LicenseInfo.setLicenseKey(key);
  appliedKey = key;
  return true;
}
