import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

const PRODUCT = 'Quillmoor';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    missing: 'at least 8 characters',
    test: (p: string) => p.length >= 8,
  },
  { id: 'number', label: 'A number', missing: 'a number', test: (p: string) => /\d/.test(p) },
  {
    id: 'upper',
    label: 'An upper-case letter',
    missing: 'an upper-case letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
] as const;

const STRENGTH = [
  { label: 'Too weak', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Fair', color: 'warning' },
  { label: 'Strong', color: 'success' },
] as const;

type TextFieldName = 'name' | 'email' | 'password' | 'confirm';
type Field = TextFieldName | 'terms';
type Errors = Partial<Record<Field, string>>;

interface Values {
  name: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
  news: boolean;
}

// The order fields appear in, so a failed submit can focus the first one that is wrong.
const FIELD_ORDER: Field[] = ['name', 'email', 'password', 'confirm', 'terms'];

function listInWords(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address.';
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(values.password)).map((rule) => rule.missing);
  if (!values.password) errors.password = 'Choose a password.';
  else if (missing.length) errors.password = `Add ${listInWords(missing)}.`;
  if (!values.confirm) errors.confirm = 'Type your password again.';
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords do not match.';
  if (!values.terms) errors.terms = 'Accept the terms to create an account.';
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

function StrengthMeter({ password, id }: { password: string; id: string }) {
  const passed = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  const strength = STRENGTH[passed] ?? STRENGTH[0];
  const status = password ? strength.label : 'Not set';

  return (
    <Box id={id} sx={{ mt: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={(passed / PASSWORD_RULES.length) * 100}
          color={password ? strength.color : 'inherit'}
          aria-label="Password strength"
          aria-valuetext={status}
          sx={{ flexGrow: 1, height: 6, borderRadius: 3, color: password ? undefined : 'text.secondary' }}
        />
        <Typography variant="caption" aria-live="polite" sx={{ minWidth: 104, color: 'text.secondary' }}>
          Strength:{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {status}
          </Box>
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                typography: 'body2',
                color: met ? 'text.primary' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircleIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
              ) : (
                <RadioButtonUncheckedIcon aria-hidden sx={{ fontSize: 18 }} />
              )}
              {rule.label}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (done)' : ' (still needed)'}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function SignUp() {
  const [values, setValues] = React.useState<Values>({
    name: '',
    email: '',
    password: '',
    confirm: '',
    terms: false,
    news: false,
  });
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const [createdFor, setCreatedFor] = React.useState<string | null>(null);
  const nameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const confirmRef = React.useRef<HTMLInputElement>(null);
  const termsRef = React.useRef<HTMLInputElement>(null);
  const termsHelpId = React.useId();
  const meterId = React.useId();

  // Fields are checked on submit, then live after the first attempt.
  const errors = submitted ? validate(values) : {};

  const setField = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setCreatedFor(null);
  };

  const textProps = (field: TextFieldName) => ({
    fullWidth: true,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setCreatedFor(null);
      const inputs: Record<Field, HTMLInputElement | null> = {
        name: nameRef.current,
        email: emailRef.current,
        password: passwordRef.current,
        confirm: confirmRef.current,
        terms: termsRef.current,
      };
      inputs[firstInvalid]?.focus();
      return;
    }
    setCreatedFor(values.email.trim());
  };

  const visibilityToggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={showPassword ? 'Hide passwords' : 'Show passwords'}
        aria-pressed={showPassword}
        onClick={() => setShowPassword((shown) => !shown)}
        // Keeps the caret in the field while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

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
        backgroundImage: `radial-gradient(ellipse 90% 55% at 50% 105%, ${theme.alpha(
          (theme.vars || theme).palette.primary.main,
          0.14,
        )}, transparent 70%)`,
      })}
    >
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: '100%',
          maxWidth: 480,
          p: { xs: 3, sm: 5 },
          boxShadow: '0 12px 32px -12px rgba(15, 23, 42, 0.18)',
          ...theme.applyStyles('dark', { boxShadow: '0 12px 32px -12px rgba(0, 0, 0, 0.7)' }),
        })}
      >
        <Wordmark />
        <Typography component="h1" variant="h4" sx={{ mt: 3, mb: 0.5, fontWeight: 700 }}>
          Create your account
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Free for up to three notebooks. No card needed.
        </Typography>

        {createdFor && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Account created for {createdFor}. We sent a confirmation link to that address.
          </Alert>
        )}

        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Create an account">
          <Stack spacing={2}>
            <TextField
              id="signup-name"
              label="Full name"
              autoComplete="name"
              inputRef={nameRef}
              {...textProps('name')}
            />
            <TextField
              id="signup-email"
              label="Email address"
              type="email"
              autoComplete="email"
              inputRef={emailRef}
              {...textProps('email')}
            />
            <div>
              <TextField
                id="signup-password"
                label="Password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                inputRef={passwordRef}
                {...textProps('password')}
                slotProps={{
                  input: { endAdornment: visibilityToggle },
                  // The rules list describes the field too, after the error message if there is one.
                  htmlInput: {
                    'aria-describedby': errors.password ? `signup-password-helper-text ${meterId}` : meterId,
                  },
                }}
              />
              <StrengthMeter password={values.password} id={meterId} />
            </div>
            <TextField
              id="signup-confirm"
              label="Confirm password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              inputRef={confirmRef}
              {...textProps('confirm')}
            />
          </Stack>

          {/* A flex gap, not Stack spacing: Stack's margins would undo the labels' negative start margin. */}
          <Box sx={{ mt: 2, mb: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <FormControl error={Boolean(errors.terms)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.terms}
                    onChange={(event) => setField('terms', event.target.checked)}
                    inputRef={termsRef}
                    slotProps={{
                      input: {
                        required: true,
                        'aria-invalid': Boolean(errors.terms),
                        'aria-describedby': errors.terms ? termsHelpId : undefined,
                      },
                    }}
                  />
                }
                label={`I accept the ${PRODUCT} terms of service and privacy notice.`}
              />
              {errors.terms && (
                <FormHelperText id={termsHelpId} sx={{ mt: 0 }}>
                  {errors.terms}
                </FormHelperText>
              )}
            </FormControl>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.news}
                  onChange={(event) => setField('news', event.target.checked)}
                />
              }
              label="Email me product news and notebook tips, about once a month (optional)."
            />
          </Box>

          <Button type="submit" variant="contained" size="large" fullWidth>
            Create account
          </Button>
        </Box>

        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          Already have an account?{' '}
          <Link href="/templates/sign-in/" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </Typography>
      </Card>
    </Box>
  );
}
