import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

// Filler the reader adds one at a time; each paragraph explains a piece of the layout.
const PARAGRAPHS = [
  'The page is a flex column at least as tall as the viewport. The header, the main content and the footer are its three children, stacked from top to bottom.',
  'The footer has an automatic top margin. In a flex column, an automatic margin takes all the free space, so the footer is pushed to the bottom edge whenever the content is shorter than the screen.',
  'Once the content grows taller than the viewport, there is no free space left. The automatic margin shrinks to zero and the footer simply follows the content, like any other block.',
  'Nothing here is fixed or absolutely positioned, so the footer never covers text, never needs a spacer element and never has to know its own height.',
  'Because the column only sets a minimum height, the page still scrolls normally. Screen readers and keyboard users meet the footer last, in reading order.',
  'The same pattern works inside a card or a dialog: give the container a height, make it a flex column and push the last child down with an automatic margin.',
];

const emptySubscribe = () => () => {};

// The server and the first client render show no year, so hydration matches; the client then fills it in.
function useCurrentYear() {
  return React.useSyncExternalStore(
    emptySubscribe,
    () => new Date().getFullYear(),
    () => null,
  );
}

export default function StickyFooter() {
  const [count, setCount] = React.useState(1);
  const year = useCurrentYear();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container
          maxWidth="md"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            minHeight: 64,
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '-0.02em' }}
          >
            Harbourline
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
            <Button href="#how" color="inherit">
              How it works
            </Button>
            <Button href="#try" color="inherit">
              Try it
            </Button>
          </Box>
        </Container>
      </Box>

      <Container component="main" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
          A footer that stays put
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4, maxWidth: 600 }}>
          On a short page the footer sits at the bottom of the window instead of floating halfway up. Add
          paragraphs below and watch it move down once the content needs the room.
        </Typography>

        <Paper
          component="section"
          id="try"
          aria-labelledby="try-title"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5, mb: 4, scrollMarginTop: 16 }}
        >
          <Typography id="try-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Try it
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              disabled={count === PARAGRAPHS.length}
              onClick={() => setCount((value) => value + 1)}
            >
              Add a paragraph
            </Button>
            <Button
              variant="outlined"
              startIcon={<RemoveRounded />}
              disabled={count === 0}
              onClick={() => setCount((value) => value - 1)}
            >
              Remove a paragraph
            </Button>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {count} of {PARAGRAPHS.length} paragraphs shown
            </Typography>
          </Stack>
        </Paper>

        <Box component="section" id="how" aria-labelledby="how-title" sx={{ scrollMarginTop: 16 }}>
          <Typography id="how-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            How it works
          </Typography>
          {count === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              No paragraphs right now: the footer is at the bottom of the window anyway.
            </Typography>
          ) : (
            PARAGRAPHS.slice(0, count).map((text) => (
              <Typography key={text} sx={{ mb: 2, maxWidth: 680 }}>
                {text}
              </Typography>
            ))
          )}
        </Box>
      </Container>

      <Box
        component="footer"
        sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        <Container maxWidth="md">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {year ? `© ${year}` : '©'} Harbourline. Layout notes for web teams.
            </Typography>
            <Link href="mailto:notes@harbourline.example" variant="body2">
              notes@harbourline.example
            </Link>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
