import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import WidthNormalIcon from '@mui/icons-material/WidthNormal';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const books: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'year', headerName: 'Year', width: 90 },
];

function FitToContentItem(props: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const { colDef, onClick } = props;
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event); // Closes the menu.
      }}
    >
      <ListItemIcon>
        <WidthNormalIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

// The columnMenu slot receives the column and renders the default menu with one more item.
function FitColumnMenuComponent(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      slotProps={{ columnMenuFitItem: { displayOrder: 5 } }}
    />
  );
}

export default function FitColumnMenu() {
  return (
    <Box sx={{ height: 268 }}>
      <DataGrid rows={books} columns={columns} slots={{ columnMenu: FitColumnMenuComponent }} hideFooter />
    </Box>
  );
}
