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
  {
    // The docs shell's links are plain anchors on purpose: one delegated listener opens them in
    // the app (src/shell/DelegatedLinks.tsx), and next/link cost every guide page 2.5 KB gzipped.
    files: ['src/shell/**', 'src/content/**', 'src/api/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
