import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';

const NAV = [
  { id: 'features', label: 'Features' },
  { id: 'testimonials', label: 'Customers' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

// Each wordmark gets its own type treatment so the strip reads as distinct brands.
const CUSTOMERS = [
  { name: 'Quartzline', sx: { fontWeight: 800, letterSpacing: '-0.04em' } },
  { name: 'OAKMERE', sx: { fontWeight: 500, letterSpacing: '0.3em' } },
  { name: 'saltbox', sx: { fontWeight: 700, fontStyle: 'italic' } },
  { name: 'Tern & Finch', sx: { fontFamily: 'Georgia, serif', fontWeight: 600 } },
  { name: 'kestrel/pay', sx: { fontFamily: 'ui-monospace, monospace', fontWeight: 600 } },
  { name: 'Brightwater', sx: { fontWeight: 300, letterSpacing: '0.04em' } },
];

// Start and length are percentages of the whole run.
const RUN_STEPS = [
  { name: 'Install', start: 0, length: 18 },
  { name: 'Build', start: 18, length: 24 },
  { name: 'Unit tests', start: 42, length: 22 },
  { name: 'E2E tests', start: 42, length: 46 },
  { name: 'Deploy', start: 88, length: 12 },
];

const FEATURES = [
  {
    title: 'Step-level timing',
    description: 'See which step of which job eats your minutes, with medians and p95 per branch.',
    icon: TimelineOutlined,
    caption: 'Median duration per step, last 30 days',
    rows: [
      { label: 'Install dependencies', value: 192, display: '3m 12s' },
      { label: 'Build', value: 280, display: '4m 40s' },
      { label: 'Unit tests', value: 365, display: '6m 05s' },
      { label: 'E2E tests', value: 690, display: '11m 30s' },
    ],
  },
  {
    title: 'Flaky-test radar',
    description: 'Tests that pass only on retry are flagged, ranked and quarantined with one click.',
    icon: BugReportOutlined,
    caption: 'Share of runs that needed a retry',
    rows: [
      { label: 'checkout.spec.ts', value: 18, display: '18%' },
      { label: 'search-filters.spec.ts', value: 11, display: '11%' },
      { label: 'invoice-totals.test.ts', value: 7, display: '7%' },
      { label: 'upload-avatar.spec.ts', value: 4, display: '4%' },
    ],
  },
  {
    title: 'Runner cost tracking',
    description: 'Compute spend per workflow and team, so budget talks start from real numbers.',
    icon: SavingsOutlined,
    caption: 'Compute spend by workflow this month',
    rows: [
      { label: 'pull-request', value: 1180, display: '$1,180' },
      { label: 'release', value: 412, display: '$412' },
      { label: 'nightly', value: 265, display: '$265' },
      { label: 'docs', value: 38, display: '$38' },
    ],
  },
  {
    title: 'Regression alerts',
    description: 'Get a message in your team channel when a step drifts past its usual duration.',
    icon: NotificationsActiveOutlined,
    caption: 'Steps slower than their 14-day baseline',
    rows: [
      { label: 'Bundle analysis', value: 42, display: '+42%' },
      { label: 'Docker layer cache', value: 27, display: '+27%' },
      { label: 'Lint', value: 9, display: '+9%' },
    ],
  },
];

const TESTIMONIALS = [
  {
    quote:
      'We cut our median pull-request pipeline from 19 to 8 minutes in a month. The step timeline made the culprit obvious.',
    name: 'Ines Okafor',
    role: 'Staff engineer, Quartzline',
    color: '#0A6FD6',
  },
  {
    quote:
      'Quarantining flaky tests used to be a spreadsheet ritual. Now it is a button, and the list shrinks every sprint.',
    name: 'Mateo Lindqvist',
    role: 'QA lead, Saltbox',
    color: '#8E3FBF',
  },
  {
    quote:
      'Finance finally gets a runner bill they can read. We moved nightly jobs to smaller machines and saved a third.',
    name: 'Priya Raman',
    role: 'Platform manager, Tern & Finch',
    color: '#B4471F',
  },
];

const TIERS = [
  {
    name: 'Hobby',
    price: '$0',
    period: 'forever',
    description: 'For side projects and open source.',
    features: ['1 repository', '30 days of history', 'Step-level timing'],
    cta: 'Start for free',
  },
  {
    name: 'Team',
    price: '$24',
    period: 'per seat / month',
    description: 'For product teams shipping every day.',
    features: ['Unlimited repositories', '13 months of history', 'Flaky-test radar', 'Regression alerts'],
    cta: 'Start 14-day trial',
    highlighted: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: 'annual contract',
    description: 'For organisations with compliance needs.',
    features: [
      'Everything in Team',
      'Self-hosted collector',
      'SAML single sign-on',
      'A named support engineer',
    ],
    cta: 'Talk to sales',
  },
];

const FAQ = [
  {
    q: 'Which CI providers do you support?',
    a: 'Pipewright reads run data from GitHub Actions, GitLab CI, CircleCI and Buildkite. Jenkins support is in beta through our open-source collector.',
  },
  {
    q: 'Do you need access to our source code?',
    a: 'No. We only read pipeline metadata: job names, step durations, exit codes and test reports. Your code never leaves your runners.',
  },
  {
    q: 'How long does setup take?',
    a: 'Most teams see their first dashboard within ten minutes: install the app on your organisation, pick repositories, and we backfill 30 days of runs.',
  },
  {
    q: 'Can we cancel at any time?',
    a: 'Yes. Monthly plans stop at the end of the billing period, and you can export all your data as CSV before you leave.',
  },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const plainList = { p: 0, m: 0, listStyle: 'none' } as const;
const card = { p: 3, borderRadius: 1.5, display: 'flex', flexDirection: 'column', gap: 2 } as const;

function validateEmail(value: string) {
  if (!value.trim()) return 'Enter your email address.';
  return EMAIL_PATTERN.test(value.trim()) ? '' : 'Enter an email address like name@company.com.';
}

type SignupProps = { id: string; label: string; cta: string; success: string };

function EmailSignup({ id, label, cta, success }: SignupProps) {
  const [value, setValue] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const error = submitted ? validateEmail(value) : '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = Boolean(validateEmail(value));
    setSubmitted(invalid);
    setDone(!invalid);
    if (invalid) inputRef.current?.focus();
    else setValue('');
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={label}
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
          inputRef={inputRef}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {cta}
        </Button>
      </Stack>
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ mt: 1 }}>
          {success}
        </Alert>
      )}
    </Box>
  );
}

function Wordmark() {
  return (
    <Link
      href="#top"
      underline="none"
      color="text.primary"
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '8px',
          background: 'linear-gradient(135deg, #0A6FD6, #7B3FE4)',
        }}
      />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '-0.02em' }}>
        Pipewright
      </Typography>
    </Link>
  );
}

function Header() {
  const [open, setOpen] = React.useState(false);
  // Scroll after the drawer has closed, so the modal's scroll lock cannot swallow the jump.
  const pending = React.useRef<string | null>(null);
  const scrollToPending = () => {
    if (pending.current) document.getElementById(pending.current)?.scrollIntoView();
    pending.current = null;
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Wordmark />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
            {NAV.map((item) => (
              <Button key={item.id} href={`#${item.id}`} color="inherit">
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Button href="#signup" variant="contained" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            Start free
          </Button>
          <IconButton
            aria-label="Open menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { sm: 'none' } }}
          >
            <MenuRounded />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="top"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ transition: { onExited: scrollToPending } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Wordmark />
          <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <List component="nav" aria-label="Mobile">
          {[...NAV, { id: 'signup', label: 'Start free' }].map((item) => (
            <ListItemButton
              key={item.id}
              component="a"
              href={`#${item.id}`}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                pending.current = item.id;
                setOpen(false);
              }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}

const heroBackground = (theme: Theme) => ({
  backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.2), transparent)`,
});

// A horizontal bar; `start` offsets it with a logical margin, so it mirrors in right-to-left.
function Bar({
  start = 0,
  length,
  color = 'primary.main',
}: {
  start?: number;
  length: number;
  color?: string;
}) {
  return (
    <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.selected' }}>
      <Box sx={{ ml: `${start}%`, width: `${length}%`, height: '100%', borderRadius: 5, bgcolor: color }} />
    </Box>
  );
}

function RunPreview() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5, boxShadow: 4 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="subtitle2">main · run #4821</Typography>
        <Chip label="14m 02s" size="small" color="primary" variant="outlined" />
      </Stack>
      <Box component="ul" sx={{ ...plainList, display: 'grid', gap: 1.5 }}>
        {RUN_STEPS.map((step) => (
          <Box
            component="li"
            key={step.name}
            sx={{ display: 'grid', gridTemplateColumns: '84px 1fr', gap: 1.5 }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: '10px' }}>
              {step.name}
            </Typography>
            <Bar
              start={step.start}
              length={step.length}
              color={step.length > 40 ? 'warning.main' : undefined}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
        E2E tests ran 3m 40s slower than last week.
      </Typography>
    </Paper>
  );
}

type SectionProps = { id: string; title: string; intro: string; children: React.ReactNode };

function Section({ id, title, intro, children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 640, mb: { xs: 4, md: 6 } }}>
          <Typography
            id={`${id}-title`}
            variant="h2"
            sx={{ mb: 1.5, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
          >
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.0625rem' }}>{intro}</Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}

function Features() {
  const [selected, setSelected] = React.useState(0);
  const feature = FEATURES[selected];
  if (!feature) return null;
  const max = Math.max(...feature.rows.map((row) => row.value));

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { md: '5fr 7fr' } }}>
      <List disablePadding sx={{ display: 'grid', gap: 1 }}>
        {FEATURES.map((item, index) => (
          // A list's children are list items: the button sits in one.
          <ListItem key={item.title} disablePadding>
            <ListItemButton
              selected={index === selected}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              sx={{
                borderRadius: 1,
                border: 1,
                borderColor: index === selected ? 'primary.main' : 'divider',
              }}
            >
              <ListItemIcon sx={{ color: index === selected ? 'primary.main' : 'text.secondary' }}>
                <item.icon />
              </ListItemIcon>
              <ListItemText primary={item.title} secondary={item.description} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Paper
        variant="outlined"
        aria-live="polite"
        sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5, minWidth: 0 }}
      >
        <Typography variant="h3">{feature.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {feature.caption}
        </Typography>
        <Stack spacing={2}>
          {feature.rows.map((row) => (
            <div key={row.label}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.display}
                </Typography>
              </Stack>
              <Bar length={(row.value / max) * 100} />
            </div>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}

function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 6 }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 5, gridTemplateColumns: { md: '2fr 1fr' } }}>
        <Box sx={{ maxWidth: 460 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            The build report, monthly
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            One email with CI benchmarks from 1,200 teams and the fixes that moved them.
          </Typography>
          <EmailSignup
            id="footer-email"
            label="Email"
            cta="Subscribe"
            success="You are on the list for the next report."
          />
        </Box>
        <Box component="nav" aria-label="Footer">
          <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
            On this page
          </Typography>
          <Stack component="ul" spacing={1} sx={plainList}>
            {NAV.map((item) => (
              <li key={item.id}>
                <Link href={`#${item.id}`} color="text.secondary" variant="body2">
                  {item.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
      <Container maxWidth="lg">
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Wordmark />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2026 Pipewright Labs ·{' '}
            <Link href="mailto:hello@pipewright.example" color="inherit">
              hello@pipewright.example
            </Link>
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}

export default function MarketingPage() {
  return (
    <Box
      id="top"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', overflowX: 'clip' }}
    >
      <Header />
      <main>
        <Box component="section" aria-labelledby="hero-title" sx={heroBackground}>
          <Container
            maxWidth="lg"
            sx={{
              py: { xs: 8, md: 14 },
              display: 'grid',
              gap: 6,
              gridTemplateColumns: { md: '1fr 1fr' },
              alignItems: 'center',
            }}
          >
            <Box id="signup" sx={{ scrollMarginTop: 80, minWidth: 0 }}>
              <Chip
                label="New: flaky-test quarantine"
                color="primary"
                variant="outlined"
                size="small"
                sx={{ mb: 2 }}
              />
              <Typography
                id="hero-title"
                variant="h1"
                sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}
              >
                Find the slow step before it slows your release
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4, maxWidth: 520 }}>
                Pipewright turns every CI run into a timeline you can read at a glance, so your team spends
                its mornings shipping instead of waiting on builds.
              </Typography>
              <Box sx={{ maxWidth: 480 }}>
                <EmailSignup
                  id="hero-email"
                  label="Work email"
                  cta="Start free trial"
                  success="Check your inbox: your trial workspace is ready."
                />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  14 days free on the Team plan. No credit card needed.
                </Typography>
              </Box>
            </Box>
            <RunPreview />
          </Container>
        </Box>

        <Box
          component="section"
          aria-labelledby="customers-title"
          sx={{ py: 5, borderBlock: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="lg">
            <Typography
              id="customers-title"
              variant="overline"
              component="h2"
              sx={{ textAlign: 'center', color: 'text.secondary', mb: 2 }}
            >
              Trusted by 1,200 engineering teams
            </Typography>
            <Box
              component="ul"
              sx={{
                ...plainList,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                columnGap: { xs: 4, md: 7 },
                rowGap: 2,
              }}
            >
              {CUSTOMERS.map((customer) => (
                <Typography
                  key={customer.name}
                  component="li"
                  sx={{ fontSize: '1.25rem', color: 'text.secondary', ...customer.sx }}
                >
                  {customer.name}
                </Typography>
              ))}
            </Box>
          </Container>
        </Box>

        <Section
          id="features"
          title="Everything your pipeline is trying to tell you"
          intro="Pick a feature to see the kind of answer it gives, taken from a sample workspace."
        >
          <Features />
        </Section>

        <Box sx={{ bgcolor: 'action.hover' }}>
          <Section
            id="testimonials"
            title="Teams ship sooner with Pipewright"
            intro="Engineers, testers and platform owners on what changed after the first month."
          >
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
              {TESTIMONIALS.map((item) => (
                <Paper key={item.name} component="figure" variant="outlined" sx={{ ...card, m: 0, gap: 3 }}>
                  <Typography component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                    “{item.quote}”
                  </Typography>
                  <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar aria-hidden sx={{ bgcolor: item.color, color: '#fff' }}>
                      {item.name.split(' ').map((part) => part[0])}
                    </Avatar>
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {item.role}
                      </Typography>
                    </div>
                  </Stack>
                </Paper>
              ))}
            </Box>
          </Section>
        </Box>

        <Section
          id="pricing"
          title="Simple pricing, no per-minute surprises"
          intro="Every plan includes unlimited pipeline runs and free seats for people who only read dashboards."
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
            {TIERS.map((tier) => (
              <Paper
                key={tier.name}
                variant="outlined"
                sx={{
                  ...card,
                  ...(tier.highlighted && { borderColor: 'primary.main', borderWidth: 2, boxShadow: 6 }),
                }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="h3">{tier.name}</Typography>
                  {tier.highlighted && <Chip label="Most popular" color="primary" size="small" />}
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {tier.description}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'text.primary' }}>
                    {tier.price}
                  </Box>{' '}
                  {tier.period}
                </Typography>
                <Divider />
                <Stack component="ul" spacing={1} sx={{ ...plainList, flexGrow: 1 }}>
                  {tier.features.map((feature) => (
                    <Stack
                      key={feature}
                      component="li"
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <CheckRounded fontSize="small" sx={{ color: 'primary.main' }} />
                      <Typography variant="body2">{feature}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Button href="#signup" variant={tier.highlighted ? 'contained' : 'outlined'} fullWidth>
                  {tier.cta}
                </Button>
              </Paper>
            ))}
          </Box>
        </Section>

        <Section
          id="faq"
          title="Frequently asked questions"
          intro="Still unsure? Our support engineers answer every message within one working day."
        >
          <Box sx={{ maxWidth: 800 }}>
            {FAQ.map((item, index) => (
              <Accordion
                key={item.q}
                disableGutters
                variant="outlined"
                sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreRounded />}
                  id={`faq-${index}`}
                  aria-controls={`faq-${index}-panel`}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {item.q}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography sx={{ color: 'text.secondary' }}>{item.a}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Section>
      </main>
      <Footer />
    </Box>
  );
}
