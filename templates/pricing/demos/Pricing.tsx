import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

type Billing = 'monthly' | 'yearly';

const SECTIONS = [
  { id: 'plans', label: 'Plans' },
  { id: 'compare', label: 'Compare' },
  { id: 'faq', label: 'FAQ' },
];

// Prices in US dollars per month; the yearly price is what a month costs on an annual plan.
const PLANS = [
  {
    name: 'Solo',
    description: 'For freelancers who bill a handful of clients.',
    monthly: 12,
    yearly: 10,
    features: [
      '3 active clients',
      'Unlimited invoices',
      'Card and bank payments',
      'Time tracking for 1 person',
    ],
  },
  {
    name: 'Studio',
    description: 'For small teams that track time against budgets.',
    monthly: 29,
    yearly: 24,
    features: ['Unlimited clients', 'Recurring invoices', 'Project budgets', 'Up to 10 team members'],
    highlighted: true,
  },
  {
    name: 'Agency',
    description: 'For agencies with approvals and several currencies.',
    monthly: 79,
    yearly: 65,
    features: ['Everything in Studio', 'Unlimited team members', 'Timesheet approvals', 'Single sign-on'],
  },
];

// true: included, false: not included, a string: included with that limit.
const COMPARISON: { group: string; rows: [string, ...(boolean | string)[]][] }[] = [
  {
    group: 'Invoicing',
    rows: [
      ['Active clients', '3', 'Unlimited', 'Unlimited'],
      ['Card and bank payments', true, true, true],
      ['Recurring invoices', false, true, true],
      ['Multi-currency invoices', false, false, true],
    ],
  },
  {
    group: 'Time tracking',
    rows: [
      ['Team members', '1', 'Up to 10', 'Unlimited'],
      ['Project budgets and alerts', false, true, true],
      ['Timesheet approvals', false, false, true],
    ],
  },
  {
    group: 'Support and security',
    rows: [
      ['Email support', 'Two working days', 'Next working day', 'Four hours'],
      ['Single sign-on (SAML)', false, false, true],
      ['Audit log', false, true, true],
    ],
  },
];

const FAQ = [
  {
    q: 'Can I switch plans later?',
    a: 'Yes. Upgrades apply straight away and we charge the difference for the days left in your billing period. Downgrades take effect at the next renewal.',
  },
  {
    q: 'What happens when my trial ends?',
    a: 'Your workspace stays readable. You can export every invoice as PDF or CSV, and nothing is deleted for 90 days unless you ask us to.',
  },
  {
    q: 'Do you charge per invoice or per payment?',
    a: 'No per-invoice fees. Card payments carry the processor fee of 2.4% plus 20 cents; bank transfers are free.',
  },
  {
    q: 'Do you offer discounts for non-profits?',
    a: 'Registered non-profits and student co-operatives get 40% off any yearly plan. Write to us with your registration number.',
  },
];

const plainList = { p: 0, m: 0, listStyle: 'none' } as const;
const maxSaving = Math.max(...PLANS.map((plan) => Math.round((1 - plan.yearly / plan.monthly) * 100)));

function Cell({ value }: { value: boolean | string | undefined }) {
  if (typeof value === 'string') return value;
  return value ? (
    <CheckRounded
      titleAccess="Included"
      fontSize="small"
      sx={{ color: 'success.main', verticalAlign: 'middle' }}
    />
  ) : (
    <RemoveRounded
      titleAccess="Not included"
      fontSize="small"
      sx={{ color: 'text.secondary', verticalAlign: 'middle' }}
    />
  );
}

type Plan = (typeof PLANS)[number];
type PlanCardProps = { plan: Plan; billing: Billing; chosen: boolean; onChoose: () => void };

function PlanCard({ plan, billing, chosen, onChoose }: PlanCardProps) {
  const price = plan[billing];
  const saving = (plan.monthly - plan.yearly) * 12;
  return (
    <Paper
      variant="outlined"
      sx={[
        {
          p: { xs: 3, md: 4 },
          borderRadius: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
          position: 'relative',
        },
        Boolean(plan.highlighted) && { borderColor: 'primary.main', borderWidth: 2, boxShadow: 8 },
      ]}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3">{plan.name}</Typography>
        {plan.highlighted && <Chip label="Most popular" color="primary" size="small" />}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: { md: 40 } }}>
        {plan.description}
      </Typography>
      <div>
        <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
          <Box
            component="span"
            sx={{ fontSize: '3rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}
          >
            ${price}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            per month
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, minHeight: 20 }}>
          {billing === 'yearly' ? (
            <>
              Billed ${price * 12} a year.{' '}
              <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                You save ${saving}.
              </Box>
            </>
          ) : (
            'Billed monthly. Cancel at any time.'
          )}
        </Typography>
      </div>
      <Button
        variant={plan.highlighted || chosen ? 'contained' : 'outlined'}
        size="large"
        aria-pressed={chosen}
        startIcon={chosen ? <CheckRounded /> : undefined}
        onClick={onChoose}
      >
        {chosen ? `${plan.name} chosen` : `Choose ${plan.name}`}
      </Button>
      <Divider />
      <Stack component="ul" spacing={1.25} sx={plainList}>
        {plan.features.map((feature) => (
          <Stack key={feature} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckRounded fontSize="small" sx={{ color: 'primary.main' }} />
            <Typography variant="body2">{feature}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

export default function Pricing() {
  const [billing, setBilling] = React.useState<Billing>('yearly');
  const [chosen, setChosen] = React.useState<Plan | null>(null);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'clip' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
            <Link
              href="#plans"
              underline="none"
              color="text.primary"
              sx={{ fontWeight: 800, fontSize: '1.2rem' }}
            >
              tally
              <Box component="span" sx={{ color: 'primary.main' }}>
                bird
              </Box>
            </Link>
            <Box component="nav" aria-label="Pricing sections" sx={{ display: 'flex' }}>
              {SECTIONS.map((section) => (
                <Button key={section.id} href={`#${section.id}`} color="inherit">
                  {section.label}
                </Button>
              ))}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>

      <main>
        <Box
          component="section"
          id="plans"
          aria-labelledby="plans-title"
          sx={(theme) => ({
            scrollMarginTop: 64,
            pt: { xs: 6, md: 10 },
            pb: { xs: 6, md: 8 },
            backgroundImage: `linear-gradient(180deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.1), transparent 70%)`,
          })}
        >
          <Container maxWidth="lg">
            <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: 5 }}>
              <Typography
                id="plans-title"
                variant="h1"
                sx={{ fontSize: { xs: '2.125rem', md: '3rem' }, mb: 2 }}
              >
                Invoicing that pays for itself
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4 }}>
                Tallybird tracks time, sends invoices and chases late payments for design and development
                studios. Every plan starts with a 30-day trial.
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={billing}
                onChange={(_event, next: Billing | null) => next && setBilling(next)}
                aria-label="Billing period"
                color="primary"
              >
                <ToggleButton value="monthly" sx={{ px: 3 }}>
                  Monthly
                </ToggleButton>
                <ToggleButton value="yearly" sx={{ px: 3, gap: 1 }}>
                  Yearly
                  <Chip label={`Save up to ${maxSaving}%`} size="small" color="success" sx={{ height: 22 }} />
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              {PLANS.map((plan) => (
                <PlanCard
                  key={plan.name}
                  plan={plan}
                  billing={billing}
                  chosen={chosen === plan}
                  onChoose={() => setChosen(plan)}
                />
              ))}
            </Box>
            <Box aria-live="polite" sx={{ maxWidth: 680, mx: 'auto', mt: 3 }}>
              {chosen && (
                <Alert severity="success" onClose={() => setChosen(null)}>
                  {chosen.name}, billed {billing}:{' '}
                  {billing === 'yearly' ? `$${chosen.yearly * 12} a year` : `$${chosen.monthly} a month`}{' '}
                  after your 30-day trial. Nothing is charged today.
                </Alert>
              )}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
              Prices in US dollars, excluding sales tax.
            </Typography>
          </Container>
        </Box>

        <Container
          component="section"
          id="compare"
          aria-labelledby="compare-title"
          maxWidth="lg"
          sx={{ py: { xs: 6, md: 8 }, scrollMarginTop: 64 }}
        >
          <Typography id="compare-title" variant="h2" sx={{ mb: 1 }}>
            Compare plans
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            The table scrolls sideways on small screens; the feature names stay in view.
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 1.5 }}>
            <Table aria-labelledby="compare-title" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="col"
                    sx={{
                      position: 'sticky',
                      insetInlineStart: 0,
                      bgcolor: 'background.paper',
                      width: '34%',
                    }}
                  >
                    Feature
                  </TableCell>
                  {PLANS.map((plan) => (
                    <TableCell
                      key={plan.name}
                      component="th"
                      scope="col"
                      align="center"
                      sx={{ fontWeight: 700, ...(plan.highlighted && { color: 'primary.main' }) }}
                    >
                      {plan.name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              {COMPARISON.map((section) => (
                <TableBody key={section.group}>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      colSpan={PLANS.length + 1}
                      sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
                    >
                      {section.group}
                    </TableCell>
                  </TableRow>
                  {section.rows.map(([feature, ...values]) => (
                    <TableRow key={feature}>
                      <TableCell
                        component="th"
                        scope="row"
                        sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper' }}
                      >
                        {feature}
                      </TableCell>
                      {PLANS.map((plan, index) => (
                        <TableCell key={plan.name} align="center">
                          <Cell value={values[index]} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              ))}
            </Table>
          </TableContainer>
        </Container>

        <Container
          component="section"
          id="faq"
          aria-labelledby="faq-title"
          maxWidth="md"
          sx={{ pb: { xs: 8, md: 12 }, scrollMarginTop: 64 }}
        >
          <Typography id="faq-title" variant="h2" sx={{ mb: 3 }}>
            Questions about billing
          </Typography>
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
          <Typography sx={{ mt: 3, color: 'text.secondary' }}>
            Another question? Write to{' '}
            <Link href="mailto:billing@tallybird.example">billing@tallybird.example</Link> and a person will
            answer within a working day.
          </Typography>
        </Container>
      </main>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              © 2026 Tallybird Ltd. Invoicing for small studios.
            </Typography>
            <Stack component="ul" direction="row" spacing={3} sx={plainList}>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} variant="body2" color="text.secondary">
                    {section.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
