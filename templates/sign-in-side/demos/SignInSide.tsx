import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

const PRODUCT = 'Quillmoor';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MIN_PASSWORD_LENGTH = 8;

const VALUE_POINTS = [
  {
    icon: SyncOutlinedIcon,
    title: 'In step on every device',
    text: 'Pages, figures and attached datasets sync as you type, on the laptop and at the bench.',
  },
  {
    icon: GroupsOutlinedIcon,
    title: 'Built for the whole lab',
    text: 'Share a notebook with a group, comment on a protocol and assign the next run.',
  },
  {
    icon: HistoryOutlinedIcon,
    title: 'Every revision kept',
    text: 'Step back to any earlier version of a page and see who changed what, and when.',
  },
  {
    icon: LockOutlinedIcon,
    title: 'Private by default',
    text: 'Workspaces are encrypted at rest and open only to the people you invite.',
  },
];

type Field = 'email' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

// The order fields appear in, so a failed submit can focus the first one that is wrong.
const FIELD_ORDER: Field[] = ['email', 'password'];

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value)) return 'Please enter a valid email address.';
  return undefined;
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Enter your password.';
  else if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Passwords are at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  return errors;
}

function Wordmark({ onBrand = false }: { onBrand?: boolean }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={(theme) => ({
          width: 32,
          height: 32,
          '& rect': { fill: onBrand ? '#FFFFFF' : (theme.vars || theme).palette.primary.main },
          '& path': { fill: onBrand ? '#064A94' : (theme.vars || theme).palette.primary.contrastText },
        })}
      >
        <rect width="32" height="32" rx="9" />
        <path d="M9 23.5c1.2-5.6 5.4-11.6 14-15-2.4 3.1-4.1 6-5.3 8.7l-3.4.4 2.6 1.1c-.5 1.5-.9 2.9-1.1 4.3-2.2-.3-4.4.1-6.8.5z" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
        {PRODUCT}
      </Typography>
    </Stack>
  );
}

function ValuePanel() {
  return (
    <Box
      component="section"
      aria-labelledby="signin-side-pitch"
      sx={(theme) => ({
        // Visually first on desktop; after the form on phones, where signing in matters most.
        order: { xs: 1, md: 0 },
        color: '#FFFFFF',
        px: { xs: 3, sm: 6, lg: 8 },
        py: { xs: 6, md: 8 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        backgroundImage:
          'radial-gradient(circle at 85% 10%, rgba(85, 166, 246, 0.35), transparent 45%), linear-gradient(160deg, #072C56 0%, #064A94 55%, #075DB8 100%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(circle at 85% 10%, rgba(85, 166, 246, 0.18), transparent 45%), linear-gradient(160deg, #0C1116 0%, #072C56 60%, #063A73 100%)',
        }),
      })}
    >
      <Box sx={{ maxWidth: 460, mx: 'auto', width: '100%' }}>
        <Box sx={{ display: { xs: 'none', md: 'block' }, mb: 6 }}>
          <Wordmark onBrand />
        </Box>
        <Typography
          id="signin-side-pitch"
          component="h2"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}
        >
          A research notebook your whole lab can write in.
        </Typography>
        <Typography sx={{ color: 'rgba(255, 255, 255, 0.86)', mb: 5 }}>
          Protocols, results and the reasoning between them, kept in one searchable place.
        </Typography>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {VALUE_POINTS.map(({ icon: Icon, title, text }) => (
            <Stack component="li" key={title} direction="row" spacing={2}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255, 255, 255, 0.12)',
                  border: '1px solid rgba(255, 255, 255, 0.2)',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <div>
                <Typography component="h3" sx={{ fontWeight: 600, mb: 0.25 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.86)' }}>
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

function ResetPasswordDialog({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const [email, setEmail] = React.useState(initialEmail);
  const [submitted, setSubmitted] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const error = submitted ? emailError(email) : undefined;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) {
      inputRef.current?.focus();
      return;
    }
    setSentTo(email.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Reset your password</DialogTitle>
      {sentTo ? (
        <React.Fragment>
          <DialogContent>
            <Alert severity="success">
              If an account uses {sentTo}, a reset link is on its way. It stays valid for 30 minutes.
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              Back to sign in
            </Button>
          </DialogActions>
        </React.Fragment>
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              Type the email address you sign in with and we will send you a link to choose a new password.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              id="side-reset-email"
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              inputRef={inputRef}
              error={Boolean(error)}
              helperText={error}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Send reset link
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

export default function SignInSide() {
  const [values, setValues] = React.useState<Values>({ email: '', password: '' });
  const [remember, setRemember] = React.useState(true);
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);
  const [providerNote, setProviderNote] = React.useState<string | null>(null);
  const [resetOpen, setResetOpen] = React.useState(false);
  // Bumped on every opening so the dialog starts fresh with the email typed so far.
  const [resetKey, setResetKey] = React.useState(0);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  // Fields are checked on submit, then live after the first attempt.
  const errors = submitted ? validate(values) : {};

  const handleChange = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setSignedInAs(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setProviderNote(null);
    const found = validate(values);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setSignedInAs(null);
      const inputs: Record<Field, HTMLInputElement | null> = {
        email: emailRef.current,
        password: passwordRef.current,
      };
      inputs[firstInvalid]?.focus();
      return;
    }
    setSignedInAs(values.email.trim());
  };

  const handleProvider = (provider: string) => () => {
    setSignedInAs(null);
    setProviderNote(
      `${provider} sign-in redirects to the provider's consent screen once you add your own OAuth client ID.`,
    );
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          order: { xs: 0, md: 1 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2.5, sm: 6 },
          py: { xs: 5, md: 8 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4 }}>
            <Wordmark />
          </Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
            Sign in to {PRODUCT}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            New here?{' '}
            <Link href="/templates/sign-up/" sx={{ fontWeight: 600 }}>
              Create a free account
            </Link>
          </Typography>

          {signedInAs && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Signed in as {signedInAs}
            </Alert>
          )}
          {providerNote && (
            <Alert severity="info" sx={{ mb: 2 }} onClose={() => setProviderNote(null)}>
              {providerNote}
            </Alert>
          )}

          <Stack spacing={1.5}>
            <Button
              variant="outlined"
              fullWidth
              startIcon={<GoogleIcon />}
              onClick={handleProvider('Google')}
            >
              Continue with Google
            </Button>
            <Button
              variant="outlined"
              fullWidth
              startIcon={<GitHubIcon />}
              onClick={handleProvider('GitHub')}
            >
              Continue with GitHub
            </Button>
          </Stack>

          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or use your email</Divider>

          <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in with email">
            <Stack spacing={2}>
              <TextField
                id="side-email"
                label="Email address"
                type="email"
                autoComplete="email"
                fullWidth
                value={values.email}
                onChange={handleChange('email')}
                inputRef={emailRef}
                error={Boolean(errors.email)}
                helperText={errors.email}
              />
              <TextField
                id="side-password"
                label="Password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                fullWidth
                value={values.password}
                onChange={handleChange('password')}
                inputRef={passwordRef}
                error={Boolean(errors.password)}
                helperText={errors.password}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          aria-label={showPassword ? 'Hide password' : 'Show password'}
                          aria-pressed={showPassword}
                          onClick={() => setShowPassword((shown) => !shown)}
                          // Keeps the caret in the field while the button is pressed.
                          onMouseDown={(event) => event.preventDefault()}
                        >
                          {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Stack>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 1, mb: 2 }}
            >
              <FormControlLabel
                control={
                  <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />
                }
                label="Keep me signed in"
              />
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => {
                  setResetKey((key) => key + 1);
                  setResetOpen(true);
                }}
              >
                Forgot password?
              </Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" fullWidth>
              Sign in
            </Button>
          </Box>
          <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
            On a shared computer, leave “Keep me signed in” unticked so your session ends when the browser
            closes.
          </Typography>
        </Box>
      </Box>

      <ValuePanel />

      <ResetPasswordDialog
        key={resetKey}
        open={resetOpen}
        initialEmail={values.email.trim()}
        onClose={() => setResetOpen(false)}
      />
    </Box>
  );
}
