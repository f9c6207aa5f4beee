import * as React from 'react';
import dayjs from 'dayjs';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const AUTHORS = {
  amara: { name: 'Amara Nwosu', color: '#0A5FB8' },
  jonas: { name: 'Jonas Brandt', color: '#6E37A8' },
  lucia: { name: 'Lucía Ferreira', color: '#A8381A' },
  kenji: { name: 'Kenji Sato', color: '#1B6E45' },
  hana: { name: 'Hana Kowalczyk', color: '#9C2157' },
};

type Category = 'Engineering' | 'Design' | 'Product' | 'Culture' | 'Data';

const CATEGORIES: Category[] = ['Engineering', 'Design', 'Product', 'Culture', 'Data'];

// Covers are gradients, so the page needs no image files; the end colours keep white text readable.
const COVERS: Record<Category, string> = {
  Engineering: 'linear-gradient(135deg, #0B3D6B 0%, #1D6FC2 60%, #4BA3F0 100%)',
  Design: 'linear-gradient(135deg, #7A1F4A 0%, #B4456E 55%, #E98A6B 100%)',
  Product: 'linear-gradient(135deg, #0F4A3A 0%, #1F7A5C 55%, #6FBF73 100%)',
  Culture: 'linear-gradient(135deg, #3B1F7A 0%, #6A3FB8 55%, #C27BD6 100%)',
  Data: 'linear-gradient(135deg, #0E3A4A 0%, #146C7A 55%, #3FB0A6 100%)',
};

interface Post {
  title: string;
  excerpt: string;
  category: Category;
  author: keyof typeof AUTHORS;
  date: string;
  minutes: number;
}

const FEATURED: Post = {
  title: 'What we learned rebuilding our search index in a weekend',
  excerpt:
    'A corrupted shard, a Friday evening and a backlog of 40 million documents. Here is the runbook we wrote afterwards, and the three shortcuts we will never take again.',
  category: 'Engineering',
  author: 'amara',
  date: '2026-11-18',
  minutes: 12,
};

const POSTS: Post[] = [
  {
    title: 'Designing empty states that actually help',
    excerpt: 'An empty table is the first screen many people see. We rewrote ours to teach one action.',
    category: 'Design',
    author: 'lucia',
    date: '2026-11-12',
    minutes: 6,
  },
  {
    title: 'The case for boring deployment days',
    excerpt: 'Small, frequent releases made our Thursdays quiet. The numbers behind the change.',
    category: 'Engineering',
    author: 'kenji',
    date: '2026-11-09',
    minutes: 8,
  },
  {
    title: 'How we price a feature before we build it',
    excerpt: 'A one-page worksheet that forces the value question before the first line of code.',
    category: 'Product',
    author: 'jonas',
    date: '2026-11-05',
    minutes: 7,
  },
  {
    title: 'Writing onboarding docs for your future self',
    excerpt: 'Six months from now you are the new hire. Notes on documentation that ages well.',
    category: 'Culture',
    author: 'hana',
    date: '2026-11-02',
    minutes: 5,
  },
  {
    title: 'Reading a funnel without fooling yourself',
    excerpt: 'Conversion charts invite stories. Three checks we run before we believe one.',
    category: 'Data',
    author: 'amara',
    date: '2026-10-28',
    minutes: 9,
  },
  {
    title: 'A colour system that survives dark mode',
    excerpt: 'Tokens, contrast budgets and the two shades of grey we had to invent.',
    category: 'Design',
    author: 'lucia',
    date: '2026-10-22',
    minutes: 10,
  },
  {
    title: 'Our on-call rotation, one year later',
    excerpt: 'Fewer pages, shorter shifts and a rule about weekends that everyone now defends.',
    category: 'Culture',
    author: 'kenji',
    date: '2026-10-17',
    minutes: 6,
  },
  {
    title: 'A feature-flag cleanup sprint',
    excerpt: 'We deleted 212 stale flags in two weeks. What broke, and what got faster.',
    category: 'Engineering',
    author: 'jonas',
    date: '2026-10-11',
    minutes: 7,
  },
  {
    title: 'Interviewing customers who just left',
    excerpt: 'Exit calls are awkward and priceless. The script we use and what it taught us.',
    category: 'Product',
    author: 'hana',
    date: '2026-10-04',
    minutes: 8,
  },
  {
    title: 'When averages lie: percentiles for product teams',
    excerpt: 'Why our median page load looked fine while a fifth of users waited four seconds.',
    category: 'Data',
    author: 'kenji',
    date: '2026-09-29',
    minutes: 11,
  },
  {
    title: 'Type scales for dense interfaces',
    excerpt: 'Tables and forms need a tighter rhythm than marketing pages. Our five-step scale.',
    category: 'Design',
    author: 'amara',
    date: '2026-09-21',
    minutes: 6,
  },
  {
    title: 'The quiet power of a changelog',
    excerpt: 'A dated list of small improvements became our most-read page. A short history.',
    category: 'Product',
    author: 'lucia',
    date: '2026-09-15',
    minutes: 4,
  },
  {
    title: 'Migrating forty services to a new runtime',
    excerpt: 'A codemod, a compatibility shim and a spreadsheet of owners got us there in a quarter.',
    category: 'Engineering',
    author: 'hana',
    date: '2026-09-08',
    minutes: 14,
  },
];

const PAGE_SIZE = 6;
const LATEST = [FEATURED, ...POSTS].slice(0, 5);
const plainList = { p: 0, m: 0, listStyle: 'none' } as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function Byline({ post, size = 32 }: { post: Post; size?: number }) {
  const author = AUTHORS[post.author];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        aria-hidden
        sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: author.color, color: '#fff' }}
      >
        {initials(author.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {author.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <time dateTime={post.date}>{dayjs(post.date).format('MMM D, YYYY')}</time> · {post.minutes} min read
        </Typography>
      </Box>
    </Stack>
  );
}

function Cover({
  category,
  height,
}: {
  category: Category;
  height: number | Record<string, number | string>;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.28) 0 18%, transparent 19%), ${COVERS[category]}`,
        display: 'flex',
        alignItems: 'flex-end',
        p: 2,
      }}
    >
      <Typography
        sx={{ color: '#fff', fontWeight: 800, fontSize: '1.5rem', letterSpacing: '-0.02em', opacity: 0.9 }}
      >
        {category}
      </Typography>
    </Box>
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ borderRadius: 1.5, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <Cover category={post.category} height={132} />
      <Stack spacing={1.5} sx={{ p: 2.5, flexGrow: 1 }}>
        <Typography variant="overline" sx={{ color: 'primary.main', lineHeight: 1.5 }}>
          {post.category}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {post.excerpt}
        </Typography>
        <Byline post={post} size={28} />
      </Stack>
    </Paper>
  );
}

export default function Blog() {
  const [category, setCategory] = React.useState<Category | null>(null);
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);

  const filtered = POSTS.filter(
    (post) =>
      (!category || post.category === category) &&
      post.title.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const pickCategory = (next: Category | null) => {
    setCategory(next);
    setPage(1);
  };

  return (
    <Box
      id="top"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2, justifyContent: 'space-between' }}>
            <Link
              href="#top"
              underline="none"
              color="text.primary"
              sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em' }}
            >
              Northlight
              <Box component="span" sx={{ color: 'primary.main' }}>
                {' '}
                Journal
              </Box>
            </Link>
            <Box
              component="nav"
              aria-label="Journal sections"
              sx={{ display: 'flex', gap: { xs: 0, sm: 1 } }}
            >
              <Button href="#stories" color="inherit">
                Stories
              </Button>
              <Button href="#latest" color="inherit">
                Latest
              </Button>
              <Button href="#about" color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                About
              </Button>
            </Box>
          </Toolbar>
        </Container>
      </AppBar>

      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Box sx={{ mb: { xs: 4, md: 5 }, maxWidth: 680 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1 }}>
            Notes from the people building Northlight
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>
            Engineering, design and product stories from a 60-person software team, published every week.
          </Typography>
        </Box>

        <Paper
          component="article"
          variant="outlined"
          aria-labelledby="featured-title"
          sx={{
            borderRadius: 2,
            overflow: 'hidden',
            display: 'grid',
            gridTemplateColumns: { md: '1fr 1fr' },
            mb: { xs: 5, md: 7 },
          }}
        >
          <Cover category={FEATURED.category} height={{ xs: 180, md: '100%' }} />
          <Stack spacing={2} sx={{ p: { xs: 3, md: 5 }, justifyContent: 'center', minHeight: { md: 320 } }}>
            <Stack direction="row" spacing={1}>
              <Chip label="Featured" color="primary" size="small" />
              <Chip label={FEATURED.category} variant="outlined" size="small" />
            </Stack>
            <Typography id="featured-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {FEATURED.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{FEATURED.excerpt}</Typography>
            <Byline post={FEATURED} />
          </Stack>
        </Paper>

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 1fr)' },
          }}
        >
          <Box
            component="section"
            id="stories"
            aria-labelledby="stories-title"
            sx={{ scrollMarginTop: 80, minWidth: 0 }}
          >
            <Typography id="stories-title" variant="h2" sx={{ mb: 2 }}>
              All stories
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 3, justifyContent: 'space-between' }}
            >
              <Stack
                direction="row"
                role="group"
                aria-label="Filter by category"
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {[null, ...CATEGORIES].map((item) => (
                  <Chip
                    key={item ?? 'all'}
                    label={item ?? 'All'}
                    onClick={() => pickCategory(item)}
                    aria-pressed={category === item}
                    color={category === item ? 'primary' : 'default'}
                    variant={category === item ? 'filled' : 'outlined'}
                  />
                ))}
              </Stack>
              <TextField
                label="Search by title"
                size="small"
                type="search"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(1);
                }}
                sx={{ minWidth: { sm: 220 } }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchRounded fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Stack>
            <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mb: 2 }}>
              {filtered.length === 1 ? '1 story' : `${filtered.length} stories`}
              {category ? ` in ${category}` : ''}
              {query.trim() ? ` matching “${query.trim()}”` : ''}
            </Typography>

            {visible.length > 0 ? (
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                }}
              >
                {visible.map((post) => (
                  <PostCard key={post.title} post={post} />
                ))}
              </Box>
            ) : (
              <Paper variant="outlined" sx={{ p: 4, borderRadius: 1.5, textAlign: 'center' }}>
                <Typography sx={{ mb: 2 }}>No story matches these filters yet.</Typography>
                <Button
                  variant="outlined"
                  onClick={() => {
                    setQuery('');
                    pickCategory(null);
                  }}
                >
                  Clear filters
                </Button>
              </Paper>
            )}

            {pageCount > 1 && (
              <Pagination
                count={pageCount}
                page={current}
                onChange={(_event, value) => {
                  setPage(value);
                  document.getElementById('stories')?.scrollIntoView();
                }}
                color="primary"
                aria-label="Story pages"
                sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
              />
            )}
          </Box>

          <Box
            component="aside"
            id="latest"
            aria-labelledby="latest-title"
            sx={{ scrollMarginTop: 80, alignSelf: 'start', position: { md: 'sticky' }, top: 88 }}
          >
            <Typography id="latest-title" variant="h2" sx={{ mb: 2 }}>
              Latest
            </Typography>
            <Box component="ol" sx={plainList}>
              {LATEST.map((post, index) => (
                <Stack
                  component="li"
                  key={post.title}
                  direction="row"
                  spacing={2}
                  sx={{ py: 2, borderTop: index ? 1 : 0, borderColor: 'divider' }}
                >
                  <Typography
                    aria-hidden
                    sx={{
                      fontWeight: 800,
                      fontSize: '1.5rem',
                      color: 'text.disabled',
                      lineHeight: 1,
                      minWidth: 24,
                    }}
                  >
                    {index + 1}
                  </Typography>
                  <div>
                    <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{post.title}</Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {AUTHORS[post.author].name} ·{' '}
                      <time dateTime={post.date}>{dayjs(post.date).format('MMM D')}</time>
                    </Typography>
                  </div>
                </Stack>
              ))}
            </Box>
          </Box>
        </Box>
      </Container>

      <Box
        component="footer"
        id="about"
        sx={{ bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider', py: 5 }}
      >
        <Container maxWidth="lg">
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            About the journal
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 620, mb: 3 }}>
            Northlight Journal is written by the engineers, designers and product managers at Northlight, a
            small company making scheduling software for clinics. Pitches and corrections go to{' '}
            <Link href="mailto:journal@northlight.example">journal@northlight.example</Link>.
          </Typography>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2026 Northlight Software. Stories are published under CC BY 4.0.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
