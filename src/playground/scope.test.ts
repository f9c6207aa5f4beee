import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from './scope';

describe('importedSpecifiers', () => {
  it('finds every import form, plus the JSX runtime', () => {
    const source = `import * as React from 'react';
import Button from "@mui/material/Button";
import { DataGrid,
  GridToolbar } from '@mui/x-data-grid';
import 'dayjs';
const text = "import fake from 'nope'";`;
    expect(importedSpecifiers(source).sort()).toEqual(
      ['@mui/material/Button', '@mui/x-data-grid', 'dayjs', 'react', 'react/jsx-runtime'].sort(),
    );
  });
});
