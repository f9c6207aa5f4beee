import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // Machine output and build products are not linted (generated/ announces its script).
    ignores: [
      '.next/**',
      'generated/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'public/pagefind/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
