import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ErrorCodeTable } from './codes';
import { DecodedErrorView } from './DecodedErrorView';
import { decodeError, parseErrorQuery } from './format';

const codes: ErrorCodeTable['codes'] = {
  '9': [{ message: 'MUI: Unsupported `%s` color.', package: '@mui/system', version: '7.3.9', file: 'c.js' }],
};
const render = (search: string) =>
  renderToStaticMarkup(<DecodedErrorView decoded={decodeError(parseErrorQuery(search), { codes })} />);

describe('DecodedErrorView', () => {
  it('shows the filled message and where it comes from', () => {
    const html = render('?code=9&args[]=cmyk(1)');
    expect(html).toContain('<h2 id="decoded-message">Error 9</h2>');
    expect(html).toMatch(/MUI: Unsupported `<mark[^>]*>cmyk\(1\)<\/mark>` color\./);
    expect(html).toContain('<code>@mui/system</code> 7.3.9, in <code>c.js</code>');
  });

  it('renders hostile arguments as text, never as markup', () => {
    const html = render(
      `?code=9&args[]=${encodeURIComponent('<img src=x onerror=alert(1)>')}&args[]=${encodeURIComponent('<script>x</script>')}`,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('explains a missing, malformed or unknown code', () => {
    expect(render('')).toContain('The address holds no error code.');
    expect(render('?code=%3Cb%3Eabc')).toContain('“&lt;b&gt;abc” is not an error code.');
    expect(render('?code=99999')).toContain('Error code 99999 is not in this site’s table.');
  });
});
