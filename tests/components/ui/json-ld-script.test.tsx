// The car and part pages' JSON-LD: a script search engines read, with the CSP nonce, that text in the data cannot
// close early.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLdScript } from '@/components/ui/json-ld-script';

describe('JsonLdScript', () => {
  it('writes the data as JSON-LD with the nonce, escaping anything that could end the script', () => {
    const data = { '@type': 'Product', name: 'Brake pads </script><script>alert(1)</script>' };
    const { container } = render(<JsonLdScript data={data} nonce="abc123" />);
    const script = container.querySelector('script')!;
    expect(script).toHaveAttribute('type', 'application/ld+json');
    expect(script).toHaveAttribute('nonce', 'abc123');
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.innerHTML)).toEqual(data);
  });
});
