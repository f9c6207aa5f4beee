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
      'old-versions/codemods/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'public/pagefind/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      // `const { size, ...rest } = obj` is how demos show leaving one key out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
];

export default config;
