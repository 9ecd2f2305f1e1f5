import { describe, expect, it } from 'vitest';
import {
  addressLine,
  externalUrl,
  initialsOf,
  isContentHidden,
  noteText,
  primaryChannel,
  truncateText,
} from './contacts-format';

describe('contact formatting', () => {
  it('picks the primary channel, else the first', () => {
    expect(
      primaryChannel([
        { value: 'a@x.com', isPrimary: false, type: null },
        { value: 'b@x.com', isPrimary: true, type: 'work' },
      ]),
    ).toBe('b@x.com');
    expect(primaryChannel([{ value: '555', isPrimary: false, type: null }])).toBe('555');
    expect(primaryChannel([])).toBeNull();
  });

  it('reads an HTML note as plain text, never markup', () => {
    expect(
      noteText({
        isHtml: true,
        body: '<p>Call <b>Tom</b> &amp; Ann</p><p>Line&nbsp;two<br/>three &#39;ok&#39; &#x41;</p><script>x</script>',
      }),
    ).toBe("Call Tom & Ann\nLine two\nthree 'ok' A\nx");
    expect(noteText({ isHtml: false, body: '<b>as typed</b>' })).toBe('<b>as typed</b>');
  });

  it('cuts text at 150 characters by default', () => {
    const long = 'a'.repeat(151);
    expect(truncateText(long)).toEqual({ text: `${'a'.repeat(150)}…`, cut: true });
    expect(truncateText('a'.repeat(150))).toEqual({ text: 'a'.repeat(150), cut: false });
    expect(truncateText('😀😀😀', 2)).toEqual({ text: '😀😀…', cut: true });
  });

  it('knows the CRM hidden-content marker', () => {
    expect(isContentHidden('[CONTENT HIDDEN]')).toBe(true);
    expect(isContentHidden(' [CONTENT HIDDEN]\n')).toBe(true);
    expect(isContentHidden('Hello')).toBe(false);
  });

  it('writes an address on one line', () => {
    expect(addressLine({ street: '12 Pine St', city: 'Payson', state: 'AZ', zip: '85541' })).toBe(
      '12 Pine St, Payson, AZ 85541',
    );
    expect(addressLine({ street: null, city: 'Payson', state: null, zip: null })).toBe('Payson');
    expect(addressLine({ street: null, city: null, state: null, zip: null })).toBeNull();
  });
});

describe('links and initials', () => {
  it('keeps only web addresses as links', () => {
    expect(externalUrl('https://example.com/listing?id=1')).toBe(
      'https://example.com/listing?id=1',
    );
    expect(externalUrl(' http://example.com ')).toBe('http://example.com/');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('example.com')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });

  it('writes up to two initials', () => {
    expect(initialsOf('Ann Marie Lee')).toBe('AL');
    expect(initialsOf('ann')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
