import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

const PRODUCT = 'Quillmoor';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MIN_PASSWORD_LENGTH = 8;

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

function Wordmark() {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={(theme) => ({
          width: 32,
          height: 32,
          '& rect': { fill: (theme.vars || theme).palette.primary.main },
          '& path': { fill: (theme.vars || theme).palette.primary.contrastText },
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

interface ResetDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

function ResetPasswordDialog({ open, initialEmail, onClose }: ResetDialogProps) {
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
              id="reset-email"
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

export default function SignIn() {
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

  const openReset = () => {
    setResetKey((key) => key + 1);
    setResetOpen(true);
  };

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(ellipse 90% 55% at 50% -5%, ${theme.alpha(
          (theme.vars || theme).palette.primary.main,
          0.16,
        )}, transparent 70%)`,
      })}
    >
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          boxShadow: '0 12px 32px -12px rgba(15, 23, 42, 0.18)',
          ...theme.applyStyles('dark', { boxShadow: '0 12px 32px -12px rgba(0, 0, 0, 0.7)' }),
        })}
      >
        <Wordmark />
        <Typography component="h1" variant="h4" sx={{ mt: 3, mb: 0.5, fontWeight: 700 }}>
          Sign in
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Welcome back. Your notebooks are where you left them.
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

        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in with email">
          <Stack spacing={2}>
            <TextField
              id="signin-email"
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
              id="signin-password"
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
              label="Remember me"
            />
            <Link component="button" type="button" variant="body2" onClick={openReset}>
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Box>

        <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>

        <Stack spacing={1.5}>
          <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} onClick={handleProvider('Google')}>
            Continue with Google
          </Button>
          <Button variant="outlined" fullWidth startIcon={<GitHubIcon />} onClick={handleProvider('GitHub')}>
            Continue with GitHub
          </Button>
        </Stack>

        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          New to {PRODUCT}?{' '}
          <Link href="/templates/sign-up/" sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </Typography>
      </Card>

      <ResetPasswordDialog
        key={resetKey}
        open={resetOpen}
        initialEmail={values.email.trim()}
        onClose={() => setResetOpen(false)}
      />
    </Box>
  );
}
