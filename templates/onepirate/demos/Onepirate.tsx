import * as React from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CastleOutlined from '@mui/icons-material/CastleOutlined';
import DirectionsBikeOutlined from '@mui/icons-material/DirectionsBikeOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HikingOutlined from '@mui/icons-material/HikingOutlined';
import KayakingOutlined from '@mui/icons-material/KayakingOutlined';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SailingOutlined from '@mui/icons-material/SailingOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

// The site self-hosts these faces and defines the variables only on onepirate pages.
const HEADING_FONT = 'var(--font-onepirate-heading), "Roboto Condensed", "Arial Narrow", sans-serif';
const BODY_FONT = 'var(--font-onepirate-body), "Work Sans", "Helvetica Neue", Arial, sans-serif';
const ACCENT = '#C2323F'; // 5.5:1 against white text
const ACCENT_HOVER = '#A22632';
const INK = '#1D1D2B';

const NAV = [
  { id: 'experiences', label: 'Experiences' },
  { id: 'how', label: 'How it works' },
  { id: 'newsletter', label: 'Offers' },
  { id: 'help', label: 'Help' },
];

const VALUES = [
  {
    icon: ExploreOutlined,
    title: 'Hosted by locals',
    text: 'Every weekend is led by someone who lives there and knows which trail is quiet on a Sunday morning.',
  },
  {
    icon: EventAvailableOutlined,
    title: 'Book Thursday, leave Saturday',
    text: 'Trains, rooms and guides are arranged for you. Plans change? Cancel up to 48 hours ahead for free.',
  },
  {
    icon: HandshakeOutlined,
    title: 'Fair to your hosts',
    text: 'Hosts keep 85% of each booking, and every receipt shows exactly where your money went.',
  },
];

// `span` is the tile's width out of 12 columns on wide screens.
const CATEGORIES = [
  { title: 'Sea kayaking', icon: KayakingOutlined, span: 5, colors: ['#0B4F6C', '#20A4C8'] },
  { title: 'Ridge hikes', icon: HikingOutlined, span: 4, colors: ['#3D5A40', '#8AB17D'] },
  { title: 'Food markets', icon: RestaurantOutlined, span: 3, colors: ['#8C2F39', '#E07A5F'] },
  { title: 'Sailing', icon: SailingOutlined, span: 3, colors: ['#1B3A6B', '#5B8BD0'] },
  { title: 'Castle towns', icon: CastleOutlined, span: 5, colors: ['#4A3B6B', '#B08BC9'] },
  { title: 'Forest cabins', icon: ForestOutlined, span: 4, colors: ['#1F4D3A', '#52A37A'] },
  { title: 'Thermal spas', icon: SpaOutlined, span: 6, colors: ['#7A4B2A', '#E0A458'] },
  { title: 'Cycling tours', icon: DirectionsBikeOutlined, span: 6, colors: ['#2B3A55', '#CE5A57'] },
];

const STEPS = [
  {
    icon: MapOutlined,
    title: 'Pick a weekend',
    text: 'Browse by mood or by train time. Every listing shows the total price, travel included.',
  },
  {
    icon: LuggageOutlined,
    title: 'Pack light',
    text: 'Your host sends a short list on Wednesday: what to bring, what is provided, what to skip.',
  },
  {
    icon: HikingOutlined,
    title: 'Wander',
    text: 'Meet your host at the station. From there, the only plan you need is theirs.',
  },
];

const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
];

// The footer is dark in both colour modes, so its select keeps white text, label and outline.
const onInkField = {
  maxWidth: 220,
  '& .MuiInputBase-root, & .MuiSvgIcon-root, & .MuiFormLabel-root, & .MuiFormLabel-root.Mui-focused': {
    color: '#fff',
  },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255, 255, 255, 0.6)', borderRadius: 0 },
  '& .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline, & .Mui-focused .MuiOutlinedInput-notchedOutline':
    {
      borderColor: '#fff',
    },
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const accentButton = {
  bgcolor: ACCENT,
  color: '#fff',
  px: 4,
  py: 1.5,
  borderRadius: 0,
  '&:hover': { bgcolor: ACCENT_HOVER },
} as const;

// Typography variants map to the template's two faces. Links are Typography too, so anything else
// that needs the display face (wordmark, big numbers) opts in with the `op-heading` class.
const rootSx = {
  minHeight: '100vh',
  overflowX: 'clip',
  bgcolor: 'background.default',
  fontFamily: BODY_FONT,
  '& .MuiTypography-root, & .MuiInputBase-root, & .MuiFormLabel-root, & .MuiFormHelperText-root, & .MuiAlert-message':
    { fontFamily: BODY_FONT },
  '& .MuiTypography-h1, & .MuiTypography-h2, & .MuiTypography-h3, & .MuiButton-root, & .op-heading': {
    fontFamily: HEADING_FONT,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
} as const;

function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Typography
      id={id}
      variant="h2"
      sx={{ textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}
    >
      {children}
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'block', width: 72, height: 4, bgcolor: ACCENT, mx: 'auto', mt: 1.5 }}
      />
    </Typography>
  );
}

function Header() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: INK, color: '#fff' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ justifyContent: 'space-between', minHeight: { xs: 64, md: 72 } }}>
          <Link
            href="#top"
            underline="none"
            className="op-heading"
            sx={{ color: '#fff', fontSize: '1.4rem' }}
          >
            TIDEWANDER
          </Link>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {NAV.map((item) => (
              <Button key={item.id} href={`#${item.id}`} sx={{ color: '#fff' }}>
                {item.label}
              </Button>
            ))}
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-haspopup="true"
            aria-expanded={Boolean(anchor)}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ color: '#fff', display: { md: 'none' } }}
          >
            <MenuRounded />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {NAV.map((item) => (
              <MenuItem
                key={item.id}
                component="a"
                href={`#${item.id}`}
                onClick={() => setAnchor(null)}
                sx={{ fontFamily: BODY_FONT }}
              >
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

function CategoryTile({ category, onPick }: { category: (typeof CATEGORIES)[number]; onPick: () => void }) {
  const Icon = category.icon;
  return (
    <ButtonBase
      href="#newsletter"
      onClick={onPick}
      sx={{
        gridColumn: { md: `span ${category.span}` },
        position: 'relative',
        height: { xs: 150, sm: 200, md: 240 },
        overflow: 'hidden',
        color: '#fff',
        '& .tile-bg': { transition: 'transform 400ms ease' },
        '& .tile-shade': { transition: 'background-color 300ms ease' },
        '&:hover .tile-bg, &:focus-visible .tile-bg': { transform: 'scale(1.08)' },
        '&:hover .tile-shade, &:focus-visible .tile-shade': { bgcolor: 'rgba(10, 10, 20, 0.15)' },
        '&:hover .tile-bar, &:focus-visible .tile-bar': { transform: 'scaleX(1)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: ACCENT, outlineOffset: 3 },
      }}
    >
      <Box
        className="tile-bg"
        sx={{
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(135deg, ${category.colors[0]}, ${category.colors[1]})`,
        }}
      >
        <Icon sx={{ position: 'absolute', bottom: -16, insetInlineEnd: -8, fontSize: 150, opacity: 0.18 }} />
      </Box>
      <Box
        className="tile-shade"
        sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(10, 10, 20, 0.35)' }}
      />
      <Box sx={{ position: 'relative', border: '3px solid currentColor', px: { xs: 1.5, sm: 3 }, py: 1 }}>
        <Typography component="span" variant="h3" sx={{ fontSize: { xs: '0.95rem', sm: '1.25rem' } }}>
          {category.title}
        </Typography>
        <Box
          className="tile-bar"
          sx={{
            height: 3,
            bgcolor: '#fff',
            transform: 'scaleX(0)',
            transition: 'transform 300ms ease',
            mt: 0.5,
          }}
        />
      </Box>
    </ButtonBase>
  );
}

function Newsletter({ interest, onInterest }: { interest: string; onInterest: (value: string) => void }) {
  const [email, setEmail] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const validate = (value: string) =>
    !value.trim()
      ? 'Enter your email address.'
      : EMAIL_PATTERN.test(value.trim())
        ? ''
        : 'That email address looks incomplete.';
  const error = submitted ? validate(email) : '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validate(email)) {
      inputRef.current?.focus();
      return;
    }
    setConfirmation(
      `Welcome aboard! ${interest === 'Anything' ? 'Our best weekends' : interest} offers will reach ${email.trim()}.`,
    );
    setEmail('');
    setSubmitted(false);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '7fr 5fr' } }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={(theme) => ({
          bgcolor: '#FFE3D8',
          color: INK,
          p: { xs: 3, sm: 6 },
          ...theme.applyStyles('dark', { bgcolor: '#3A2630', color: '#fff' }),
        })}
      >
        <Typography
          id="newsletter-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}
        >
          Receive offers
        </Typography>
        <Typography sx={{ mb: 3, fontWeight: 300, fontSize: '1.125rem' }}>
          Members hear about new weekends a week before everyone else, and pay up to 30% less.
        </Typography>
        <Stack spacing={2.5}>
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error || 'One email a week at most. Unsubscribe in one click.'}
            inputRef={inputRef}
            sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 0 } }}
          />
          <FormControl>
            <InputLabel id="interest-label">Favourite kind of trip</InputLabel>
            <Select
              labelId="interest-label"
              label="Favourite kind of trip"
              value={interest}
              onChange={(event) => onInterest(event.target.value)}
              sx={{ bgcolor: 'background.paper', borderRadius: 0 }}
              MenuProps={{
                slotProps: { paper: { sx: { '& .MuiMenuItem-root': { fontFamily: BODY_FONT } } } },
              }}
            >
              {['Anything', ...CATEGORIES.map((category) => category.title)].map((title) => (
                <MenuItem key={title} value={title}>
                  {title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button type="submit" size="large" sx={accentButton}>
            Keep me posted
          </Button>
        </Stack>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          p: 6,
          color: '#fff',
          background: 'linear-gradient(160deg, #1B4965 0%, #5B3A6E 55%, #C2323F 100%)',
        }}
      >
        {[
          ['12,400', 'members'],
          ['310', 'local hosts'],
          ['46', 'towns and coasts'],
        ].map(([value, label]) => (
          <div key={label}>
            <Typography className="op-heading" sx={{ fontSize: '2.75rem', lineHeight: 1 }}>
              {value}
            </Typography>
            <Typography sx={{ textTransform: 'uppercase', letterSpacing: '0.12em' }}>{label}</Typography>
          </div>
        ))}
      </Box>
      <Snackbar
        open={Boolean(confirmation)}
        autoHideDuration={6000}
        onClose={() => setConfirmation('')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setConfirmation('')}
          sx={{ fontFamily: BODY_FONT }}
        >
          {confirmation}
        </Alert>
      </Snackbar>
    </Box>
  );
}

export default function Onepirate() {
  const [interest, setInterest] = React.useState('Anything');
  const [language, setLanguage] = React.useState('en');

  return (
    <Box id="top" sx={rootSx}>
      <Header />
      <main>
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={{
            position: 'relative',
            color: '#fff',
            textAlign: 'center',
            py: { xs: 12, md: 18 },
            background:
              'radial-gradient(circle at 50% 115%, rgba(237, 174, 73, 0.75) 0 18%, transparent 40%), linear-gradient(180deg, #0E2239 0%, #2A2550 45%, #7A2E4F 80%, #B4473D 100%)',
          }}
        >
          <Container maxWidth="md">
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.5rem', md: '4.5rem' }, lineHeight: 1.05, mb: 3 }}
            >
              Plan less. Wander more.
            </Typography>
            <Typography
              sx={{
                fontWeight: 300,
                fontSize: { xs: '1.125rem', md: '1.375rem' },
                maxWidth: 620,
                mx: 'auto',
                mb: 5,
              }}
            >
              Weekend experiences hosted by locals, from sunrise kayaking to midnight food markets. Members
              save up to 30%.
            </Typography>
            <Button href="#experiences" size="large" sx={{ ...accentButton, px: 6, py: 2, fontSize: '1rem' }}>
              Find your escape
            </Button>
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
              New weekends added every Monday
            </Typography>
          </Container>
        </Box>

        <Box
          component="section"
          aria-labelledby="values-title"
          sx={(theme) => ({
            bgcolor: '#FFF5F0',
            py: { xs: 8, md: 12 },
            ...theme.applyStyles('dark', { bgcolor: 'background.paper' }),
          })}
        >
          <Container maxWidth="lg">
            <SectionTitle id="values-title">Why wander with us</SectionTitle>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 5, md: 6 },
                gridTemplateColumns: { md: 'repeat(3, 1fr)' },
                mt: 6,
              }}
            >
              {VALUES.map((value) => (
                <Box key={value.title} sx={{ textAlign: 'center', px: 2 }}>
                  <value.icon sx={{ fontSize: 56, color: ACCENT, mb: 2 }} />
                  <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
                    {value.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{value.text}</Typography>
                </Box>
              ))}
            </Box>
          </Container>
        </Box>

        <Box
          component="section"
          id="experiences"
          aria-labelledby="experiences-title"
          sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
        >
          <Container maxWidth="lg">
            <SectionTitle id="experiences-title">For every kind of wanderer</SectionTitle>
            <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 5 }}>
              Pick what you are in the mood for and we will send you the matching offers.
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 1, md: 1.5 },
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(12, 1fr)' },
              }}
            >
              {CATEGORIES.map((category) => (
                <CategoryTile
                  key={category.title}
                  category={category}
                  onPick={() => setInterest(category.title)}
                />
              ))}
            </Box>
          </Container>
        </Box>

        <Box
          component="section"
          id="how"
          aria-labelledby="how-title"
          sx={(theme) => ({
            bgcolor: '#FFF5F0',
            py: { xs: 8, md: 12 },
            scrollMarginTop: 72,
            ...theme.applyStyles('dark', { bgcolor: 'background.paper' }),
          })}
        >
          <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
            <SectionTitle id="how-title">How it works</SectionTitle>
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                p: 0,
                my: 6,
                display: 'grid',
                gap: 5,
                gridTemplateColumns: { md: 'repeat(3, 1fr)' },
              }}
            >
              {STEPS.map((step, index) => (
                <Box component="li" key={step.title} sx={{ px: 2 }}>
                  <Typography
                    aria-hidden
                    className="op-heading"
                    sx={{ fontSize: '2rem', color: ACCENT, mb: 1 }}
                  >
                    {index + 1}.
                  </Typography>
                  <step.icon sx={{ fontSize: 48, mb: 2, color: 'text.secondary' }} />
                  <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
                    {step.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
                </Box>
              ))}
            </Box>
            <Button href="#newsletter" size="large" sx={accentButton}>
              Get started
            </Button>
          </Container>
        </Box>

        <Container
          component="section"
          id="newsletter"
          aria-labelledby="newsletter-title"
          maxWidth="lg"
          sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
        >
          <Newsletter interest={interest} onInterest={setInterest} />
        </Container>

        <Box
          component="section"
          id="help"
          aria-labelledby="help-title"
          sx={{ pb: { xs: 8, md: 12 }, textAlign: 'center', scrollMarginTop: 72 }}
        >
          <Container maxWidth="sm">
            <Typography
              id="help-title"
              variant="h2"
              sx={{
                display: 'inline-block',
                border: '4px solid',
                borderColor: 'text.primary',
                px: { xs: 2, sm: 4 },
                py: 1.5,
                fontSize: { xs: '1.25rem', sm: '1.75rem' },
              }}
            >
              Got questions? Need help?
            </Typography>
            <Typography sx={{ mt: 3, mb: 2, fontWeight: 300, fontSize: '1.125rem' }}>
              Our trip planners answer every day from 8 am to 8 pm, weekends included.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ justifyContent: 'center', alignItems: 'center' }}
            >
              <SupportAgentOutlined sx={{ color: ACCENT, fontSize: 40 }} />
              <Link href="mailto:help@tidewander.example" sx={{ fontWeight: 700 }}>
                help@tidewander.example
              </Link>
              <Link href="tel:+442079460321" sx={{ fontWeight: 700 }}>
                +44 20 7946 0321
              </Link>
            </Stack>
          </Container>
        </Box>
      </main>

      <Box component="footer" sx={{ bgcolor: INK, color: '#fff', py: 6 }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { sm: '1fr 1fr', md: '2fr 1fr 1fr' } }}
        >
          <div>
            <Typography className="op-heading" sx={{ fontSize: '1.25rem' }}>
              TIDEWANDER
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.8, maxWidth: 320 }}>
              © 2026 Tidewander Travel Ltd. Licensed tour operator, bookings protected up to €5,000.
            </Typography>
          </div>
          <Box component="nav" aria-label="Footer">
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {NAV.map((item) => (
                <li key={item.id}>
                  <Link href={`#${item.id}`} variant="body2" sx={{ color: '#fff' }}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <FormControl size="small" sx={onInkField}>
            <InputLabel id="language-label">Language</InputLabel>
            <Select
              labelId="language-label"
              label="Language"
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              MenuProps={{
                slotProps: { paper: { sx: { '& .MuiMenuItem-root': { fontFamily: BODY_FONT } } } },
              }}
            >
              {LANGUAGES.map((item) => (
                <MenuItem key={item.code} value={item.code} lang={item.code}>
                  {item.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Container>
      </Box>
    </Box>
  );
}
