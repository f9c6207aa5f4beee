import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

const STORE = 'Harbor & Pine';
const FREE_SHIPPING_FROM = 15000;

// Prices are whole cents so sums never pick up floating-point dust.
// id, name, detail, quantity, unit price
const CART = (
  [
    ['pour-over', 'Stoneware pour-over set', 'Sand glaze, 2 cups', 1, 6400],
    ['apron', 'Washed linen apron', 'Olive, one size', 1, 4200],
    ['board', 'Walnut serving board', '45 × 20 cm', 1, 7800],
    ['tapers', 'Beeswax taper candles', 'Set of 4', 2, 1450],
  ] as const
).map(([id, name, detail, quantity, unitPrice]) => ({ id, name, detail, quantity, unitPrice }));

type CountryCode = 'US' | 'CA' | 'GB' | 'DE' | 'AU' | 'JP';

// code, name, shipping fee, tax rate, tax name, postcode pattern, an example postcode
const COUNTRIES = (
  [
    ['US', 'United States', 850, 0.0825, 'Sales tax', /^\d{5}(-\d{4})?$/, '97205'],
    ['CA', 'Canada', 2400, 0.05, 'GST', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'M5V 2T6'],
    ['GB', 'United Kingdom', 3200, 0.2, 'VAT', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'EH1 2NG'],
    ['DE', 'Germany', 3200, 0.19, 'VAT', /^\d{5}$/, '10115'],
    ['AU', 'Australia', 3800, 0.1, 'GST', /^\d{4}$/, '3000'],
    ['JP', 'Japan', 3600, 0.1, 'Consumption tax', /^\d{3}-?\d{4}$/, '150-0001'],
  ] satisfies [CountryCode, string, number, number, string, RegExp, string][]
).map(([code, name, shipping, taxRate, taxLabel, postcode, example]) => ({
  code,
  name,
  shipping,
  taxRate,
  taxLabel,
  postcode,
  example,
}));

const STEPS = ['Shipping address', 'Payment details', 'Review'];
const STEP_HEADINGS = ['Where should we send it?', 'How would you like to pay?', 'Review your order'];

const EMPTY_SHIPPING = {
  fullName: '',
  address1: '',
  address2: '',
  city: '',
  postcode: '',
  country: 'US' as CountryCode,
};
const EMPTY_PAYMENT = { cardName: '', cardNumber: '', expiry: '', cvc: '' };
type Shipping = typeof EMPTY_SHIPPING;
type Payment = typeof EMPTY_PAYMENT;
type Errors<T> = Partial<Record<keyof T, string>>;

interface FieldSpec<T> {
  field: keyof T;
  label: string;
  auto: string;
  half?: boolean;
  hint?: string;
  /** Digits only: the most characters the field takes. */
  digits?: number;
}

// Also the order a failed step searches for the first invalid field to focus.
const SHIPPING_FIELDS: FieldSpec<Shipping>[] = [
  { field: 'fullName', label: 'Full name', auto: 'shipping name' },
  { field: 'address1', label: 'Address line 1', auto: 'shipping address-line1' },
  {
    field: 'address2',
    label: 'Address line 2 (optional)',
    auto: 'shipping address-line2',
    hint: 'Flat or floor',
  },
  { field: 'city', label: 'Town or city', auto: 'shipping address-level2', half: true },
  { field: 'postcode', label: 'Postcode', auto: 'shipping postal-code', half: true },
  { field: 'country', label: 'Country', auto: 'shipping country', hint: 'Sets shipping and tax.' },
];
const PAYMENT_FIELDS: FieldSpec<Payment>[] = [
  { field: 'cardName', label: 'Name on card', auto: 'cc-name' },
  { field: 'cardNumber', label: 'Card number', auto: 'cc-number', digits: 23 },
  { field: 'expiry', label: 'Expiry (MM/YY)', auto: 'cc-exp', digits: 5, half: true },
  { field: 'cvc', label: 'Security code', auto: 'cc-csc', hint: '3 or 4 digits', digits: 4, half: true },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCents = (cents: number) => money.format(cents / 100);

function findCountry(code: CountryCode) {
  return COUNTRIES.find((country) => country.code === code) ?? COUNTRIES[0]!;
}

function computeTotals(code: CountryCode) {
  const country = findCountry(code);
  const subtotal = CART.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const freeShipping = code === 'US' && subtotal >= FREE_SHIPPING_FROM;
  const shipping = freeShipping ? 0 : country.shipping;
  const tax = Math.round(subtotal * country.taxRate);
  return { country, subtotal, shipping, freeShipping, tax, total: subtotal + shipping + tax };
}

/** The Luhn checksum that every payment card number carries in its last digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const groupCardDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  // A first digit above 1 can only start a single-digit month.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function validateShipping(values: Shipping): Errors<Shipping> {
  const errors: Errors<Shipping> = {};
  const country = findCountry(values.country);
  if (!values.fullName.trim()) errors.fullName = 'Enter the name of the person receiving the parcel.';
  if (!values.address1.trim()) errors.address1 = 'Enter the street address.';
  if (!values.city.trim()) errors.city = 'Enter the town or city.';
  if (!values.postcode.trim()) errors.postcode = 'Enter the postcode.';
  else if (!country.postcode.test(values.postcode.trim())) {
    errors.postcode = `Enter a postcode like ${country.example}.`;
  }
  if (!values.country) errors.country = 'Choose a country.';
  return errors;
}

function validatePayment(values: Payment, today: { year: number; month: number }): Errors<Payment> {
  const errors: Errors<Payment> = {};
  if (!values.cardName.trim()) errors.cardName = 'Enter the name as it appears on the card.';
  const digits = values.cardNumber.replace(/\D/g, '');
  if (!digits) errors.cardNumber = 'Enter the card number.';
  else if (digits.length < 13 || !passesLuhn(digits)) errors.cardNumber = 'This card number is not valid.';
  const match = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  const month = Number(match?.[1] ?? 0);
  const year = 2000 + Number(match?.[2] ?? 0);
  if (!values.expiry) errors.expiry = 'Enter the expiry date.';
  else if (!match || month < 1 || month > 12) errors.expiry = 'Use the MM/YY format, for example 08/29.';
  else if (year < today.year || (year === today.year && month < today.month)) {
    errors.expiry = 'This card has expired.';
  } else if (year > today.year + 20) errors.expiry = 'Check the year: it is too far ahead.';
  if (!values.cvc) errors.cvc = 'Enter the security code.';
  else if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'The security code has 3 or 4 digits.';
  return errors;
}

/** A short code derived from the order itself (FNV-1a), so the same order always gets the same number. */
function orderNumber(shipping: Shipping, payment: Payment, total: number): string {
  const source = `${shipping.fullName}|${shipping.postcode}|${shipping.country}|${payment.cardNumber.slice(-4)}|${total}`;
  let hash = 0x811c9dc5;
  for (const char of source) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return `HP-${(hash >>> 0).toString(36).toUpperCase().padStart(7, '0')}`;
}

/** Remembers each field's input so a failed step can focus its first invalid field. */
function createFieldRegistry() {
  type Focusable = { focus: () => void } | null;
  const nodes = new Map<string, Focusable>();
  const callbacks = new Map<string, (node: Focusable) => void>();
  return {
    ref(name: string) {
      if (!callbacks.has(name)) callbacks.set(name, (node) => nodes.set(name, node));
      return callbacks.get(name)!;
    },
    focus: (name: string) => nodes.get(name)?.focus(),
  };
}
type FieldRegistry = ReturnType<typeof createFieldRegistry>;

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const totalRule = { mt: 0.5, pt: 1.5, borderTop: 1, borderColor: 'divider' } as const;

function OrderSummary({ country }: { country: CountryCode }) {
  const totals = computeTotals(country);
  const rate = `${Number((totals.country.taxRate * 100).toFixed(2))}%`;
  const rows = [
    ['Subtotal', formatCents(totals.subtotal)],
    [`Shipping to ${totals.country.name}`, totals.shipping ? formatCents(totals.shipping) : 'Free'],
    [`${totals.country.taxLabel} (${rate})`, formatCents(totals.tax)],
  ];
  return (
    <Stack spacing={2.5}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {CART.map((item) => (
          <Stack component="li" key={item.id} direction="row" spacing={2}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {item.detail} · Qty {item.quantity}
                {item.quantity > 1 && ` × ${formatCents(item.unitPrice)}`}
              </Typography>
            </Box>
            <Typography variant="body2" sx={tabular}>
              {formatCents(item.quantity * item.unitPrice)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider />
      {/* A <dl> may hold only dt, dd and div: the rule above the total is a border, and the
          column gap is the dd's padding so that the border runs unbroken across the row. */}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <React.Fragment key={label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ ...tabular, m: 0, pl: 2, textAlign: 'end' }}>
              {value}
            </Typography>
          </React.Fragment>
        ))}
        <Typography component="dt" sx={{ ...totalRule, fontWeight: 700 }}>
          Total
        </Typography>
        <Typography
          component="dd"
          sx={{ ...tabular, m: 0, ...totalRule, pl: 2, fontWeight: 700, textAlign: 'end' }}
        >
          {formatCents(totals.total)}
        </Typography>
      </Box>
      {totals.freeShipping && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Orders over {formatCents(FREE_SHIPPING_FROM)} ship free within the United States.
        </Typography>
      )}
    </Stack>
  );
}

interface StepProps<T> {
  values: T;
  errors: Errors<T>;
  onChange: (
    field: keyof T,
    value: string,
    event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => void;
  fields: FieldRegistry;
}

function SpecField<T>({ spec, values, errors, fields, onChange }: StepProps<T> & { spec: FieldSpec<T> }) {
  const name = String(spec.field);
  const error = errors[spec.field];
  const isCountry = name === 'country';
  return (
    <TextField
      id={`checkout-${name}`}
      select={isCountry}
      label={spec.label}
      autoComplete={spec.auto}
      fullWidth
      value={values[spec.field]}
      onChange={(event) => onChange(spec.field, event.target.value, event)}
      inputRef={fields.ref(name)}
      error={Boolean(error)}
      helperText={error ?? spec.hint}
      slotProps={{
        // Card digits read left to right in every language.
        htmlInput: spec.digits ? { inputMode: 'numeric', maxLength: spec.digits, dir: 'ltr' } : undefined,
      }}
      sx={{ gridColumn: spec.half ? 'auto' : '1 / -1' }}
    >
      {isCountry &&
        COUNTRIES.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
    </TextField>
  );
}

function ShippingStep(props: StepProps<Shipping>) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {SHIPPING_FIELDS.map((spec) => (
        <SpecField key={spec.field} spec={spec} {...props} />
      ))}
    </Box>
  );
}

/** Groups the card number as it is typed, keeping the caret after the digit it followed. */
function cardNumberChange(
  previous: string,
  event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
) {
  const input = event.target;
  let before = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, '').length;
  let digits = input.value.replace(/\D/g, '').slice(0, 19);
  // Backspace over a group's space deletes the digit before it instead of doing nothing.
  const backspace = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
  if (backspace && digits === previous.replace(/\D/g, '') && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const formatted = groupCardDigits(digits);
  requestAnimationFrame(() => {
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < before; position += 1) {
      if (formatted[position] !== ' ') seen += 1;
    }
    input.setSelectionRange(position, position);
  });
  return formatted;
}

function PaymentStep(props: StepProps<Payment>) {
  const handleChange: StepProps<Payment>['onChange'] = (field, value, event) => {
    if (field === 'cardNumber')
      props.onChange(field, cardNumberChange(props.values.cardNumber, event), event);
    else if (field === 'expiry') props.onChange(field, formatExpiry(value), event);
    else if (field === 'cvc') props.onChange(field, value.replace(/\D/g, '').slice(0, 4), event);
    else props.onChange(field, value, event);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      {PAYMENT_FIELDS.map((spec) => (
        <SpecField key={spec.field} spec={spec} {...props} onChange={handleChange} />
      ))}
      <Stack
        direction="row"
        spacing={1}
        sx={{ gridColumn: '1 / -1', alignItems: 'center', color: 'text.secondary' }}
      >
        <LockOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="body2">The card is checked in your browser only; nothing is charged.</Typography>
      </Stack>
    </Box>
  );
}

type ReviewProps = { shipping: Shipping; payment: Payment; onEdit: (step: number) => void };

function ReviewStep({ shipping, payment, onEdit }: ReviewProps) {
  const { fullName, address1, address2, city, postcode } = shipping;
  const card = payment.cardNumber.replace(/\D/g, '').slice(-4);
  const blocks = [
    ['Ship to', [fullName, address1, address2, `${city} ${postcode}`, findCountry(shipping.country).name]],
    ['Pay with', [`Card ending in ${card}`, `Expires ${payment.expiry}`, payment.cardName]],
  ] as const;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {blocks.map(([title, lines], index) => (
          <Paper key={title} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle2">
                {title}
              </Typography>
              <Button size="small" onClick={() => onEdit(index)} aria-label={`Edit ${STEPS[index]}`}>
                Edit
              </Button>
            </Stack>
            {/* pre-line keeps one address part per line inside a single paragraph. */}
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {lines.filter((line) => line.trim()).join('\n')}
            </Typography>
          </Paper>
        ))}
      </Box>
      <div>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
          Items and cost
        </Typography>
        <OrderSummary country={shipping.country} />
      </div>
    </Stack>
  );
}

const headingSx = { outline: 'none' } as const;

export default function Checkout() {
  const [step, setStep] = React.useState(0);
  const [shipping, setShipping] = React.useState<Shipping>(EMPTY_SHIPPING);
  const [payment, setPayment] = React.useState<Payment>(EMPTY_PAYMENT);
  // A step validates once Next was pressed on it, then live while the reader fixes it.
  const [attempted, setAttempted] = React.useState({ shipping: false, payment: false });
  // The month a card expiry is compared with, read when Next is pressed rather than during render.
  const [today, setToday] = React.useState({ year: 0, month: 0 });
  const [placed, setPlaced] = React.useState<string | null>(null);
  const [fields] = React.useState(createFieldRegistry);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const navigated = React.useRef(false);

  const shippingErrors = attempted.shipping ? validateShipping(shipping) : {};
  const paymentErrors = attempted.payment ? validatePayment(payment, today) : {};
  const stepHasErrors = [shippingErrors, paymentErrors, {}].map((errors) => Object.keys(errors).length > 0);
  const totals = computeTotals(shipping.country);

  // Focus follows the reader to the new step's heading, so screen readers announce it.
  React.useEffect(() => {
    if (navigated.current) headingRef.current?.focus();
  }, [step, placed]);

  const goTo = (next: number) => {
    navigated.current = true;
    setStep(next);
  };

  const handleNext = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) {
      setAttempted((previous) => ({ ...previous, shipping: true }));
      const found = validateShipping(shipping);
      const first = SHIPPING_FIELDS.map((spec) => spec.field).find((f) => found[f]);
      if (first) return fields.focus(first);
    } else if (step === 1) {
      const now = new Date();
      const current = { year: now.getFullYear(), month: now.getMonth() + 1 };
      setToday(current);
      setAttempted((previous) => ({ ...previous, payment: true }));
      const found = validatePayment(payment, current);
      const first = PAYMENT_FIELDS.map((spec) => spec.field).find((f) => found[f]);
      if (first) return fields.focus(first);
    } else {
      navigated.current = true;
      setPlaced(orderNumber(shipping, payment, totals.total));
      return;
    }
    goTo(step + 1);
  };

  const startOver = () => {
    setShipping(EMPTY_SHIPPING);
    setPayment(EMPTY_PAYMENT);
    setAttempted({ shipping: false, payment: false });
    setPlaced(null);
    goTo(0);
  };

  const confirmation = (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, sm: 5 } }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={headingSx}>
        Thank you, {shipping.fullName.trim().split(/\s+/)[0]}. Your order is in.
      </Typography>
      <Alert severity="success" sx={{ textAlign: 'start' }}>
        Order number <strong>{placed}</strong> · {formatCents(totals.total)}
      </Alert>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
        We pack orders within two working days and send tracking details once the parcel leaves for{' '}
        {shipping.city.trim()}.
      </Typography>
      <Button variant="outlined" onClick={startOver}>
        Start a new order
      </Button>
    </Stack>
  );

  const wizard = (
    <React.Fragment>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 3, sm: 4 } }}>
        {STEPS.map((label, index) => (
          <Step key={label}>
            <StepLabel error={stepHasErrors[index]}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ ...headingSx, mb: 3 }}>
        {STEP_HEADINGS[step]}
      </Typography>
      <Box component="form" noValidate onSubmit={handleNext} aria-label={STEPS[step]}>
        {step === 0 && (
          <ShippingStep
            values={shipping}
            errors={shippingErrors}
            fields={fields}
            onChange={(field, value) => setShipping((previous) => ({ ...previous, [field]: value }))}
          />
        )}
        {step === 1 && (
          <PaymentStep
            values={payment}
            errors={paymentErrors}
            fields={fields}
            onChange={(field, value) => setPayment((previous) => ({ ...previous, [field]: value }))}
          />
        )}
        {step === 2 && <ReviewStep shipping={shipping} payment={payment} onEdit={goTo} />}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 4, gap: 2 }}>
          {step > 0 ? <Button onClick={() => goTo(step - 1)}>Back</Button> : <span />}
          <Button type="submit" variant="contained" size="large">
            {step === 2
              ? `Place order · ${formatCents(totals.total)}`
              : `Continue to ${STEPS[step + 1]?.toLowerCase()}`}
          </Button>
        </Stack>
      </Box>
    </React.Fragment>
  );

  const page = { maxWidth: 1160, mx: 'auto', px: { xs: 2, sm: 3 } } as const;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction="row" sx={{ ...page, py: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography
            component="span"
            sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.35rem' }}
          >
            {STORE}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <LockOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2">Secure checkout</Typography>
          </Stack>
        </Stack>
      </Box>

      <Box component="main" sx={{ ...page, py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: { xs: 2, md: 3 } }}>
          Checkout
        </Typography>
        {/* Phones: the summary folds away above the form instead of sitting beside it. */}
        <Accordion
          disableGutters
          variant="outlined"
          sx={{ display: { xs: 'block', md: 'none' }, mb: 3, borderRadius: 1 }}
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="summary-panel" id="summary-toggle">
            <Stack direction="row" sx={{ flexGrow: 1, justifyContent: 'space-between', mr: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>Order summary</Typography>
              <Typography sx={{ ...tabular, fontWeight: 700 }}>{formatCents(totals.total)}</Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id="summary-panel">
            <OrderSummary country={shipping.country} />
          </AccordionDetails>
        </Accordion>

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px', lg: 'minmax(0, 1fr) 400px' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            {placed ? confirmation : wizard}
          </Paper>
          <Paper
            component="aside"
            variant="outlined"
            aria-labelledby="summary-heading"
            sx={{ display: { xs: 'none', md: 'block' }, p: 3, position: 'sticky', top: 24 }}
          >
            <Typography id="summary-heading" component="h2" variant="h6" sx={{ mb: 2.5 }}>
              Order summary
            </Typography>
            <OrderSummary country={shipping.country} />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
