import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Review {
  id: number;
  reviewer: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    reviewer: 'Marguerite L.',
    rating: 5,
    comment:
      'The noise cancelling is excellent on trains and the battery easily lasts a week of commuting. The case is a little bulky for a jacket pocket, but it protects the headphones well.',
  },
  { id: 2, reviewer: 'Tobias K.', rating: 4, comment: 'Great sound, slightly tight fit.' },
  {
    id: 3,
    reviewer: 'Nkechi A.',
    rating: 2,
    comment:
      'Sound quality is fine, but the left ear cup started creaking after two months and the support team took eleven days to answer my warranty request. I expected better at this price.',
  },
  {
    id: 4,
    reviewer: 'Sven H.',
    rating: 4,
    comment:
      'Pairing with two devices at once works well: I switch between laptop and phone without reconnecting. The companion app asks for far too many permissions, though.',
  },
  { id: 5, reviewer: 'Isabel R.', rating: 5, comment: 'Comfortable for long flights.' },
];

// Shows the full text in a popper when the cell is hovered or focused and its text is cut.
function ExpandableText({ value, hasFocus }: GridRenderCellParams<Review, string>) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = React.useState(false);
  const [overflowing, setOverflowing] = React.useState(false);
  const active = hovered || hasFocus;

  React.useEffect(() => {
    const text = textRef.current;
    if (active && text) {
      setOverflowing(text.scrollWidth > text.clientWidth);
    }
  }, [active, value]);

  return (
    <Box
      ref={setAnchorEl}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <Box component="span" ref={textRef} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      <Popper
        open={active && overflowing}
        anchorEl={anchorEl}
        placement="bottom-start"
        sx={{ zIndex: 'tooltip', width: anchorEl?.offsetWidth }}
      >
        <Paper elevation={6} sx={{ p: 1.5 }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'reviewer', headerName: 'Reviewer', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'comment',
    headerName: 'Comment',
    flex: 1,
    minWidth: 240,
    renderCell: (params: GridRenderCellParams<Review, string>) => <ExpandableText {...params} />,
  },
];

export default function ExpandCellRenderer() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
