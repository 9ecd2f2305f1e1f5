import { describe, expect, it } from 'vitest';
import {
  contactDetailHref,
  contactsHref,
  contactsReturnPath,
  parseContactId,
  readContactsUrl,
} from './contacts-url';

describe('the contacts list address', () => {
  it('reads the term, the page and the view, with defaults for anything else', () => {
    expect(readContactsUrl('?q=%20ann%20&page=3&view=list')).toEqual({
      q: 'ann',
      page: 3,
      view: 'list',
    });
    expect(readContactsUrl('')).toEqual({ q: '', page: 1, view: 'grid' });
    expect(readContactsUrl('?page=0&view=table')).toEqual({ q: '', page: 1, view: 'grid' });
    expect(readContactsUrl('?page=-2').page).toBe(1);
    expect(readContactsUrl('?page=2.5').page).toBe(1);
    expect(readContactsUrl('?page=9999999').page).toBe(1);
  });

  it('writes the list address without the defaults', () => {
    expect(contactsHref('/admin/contacts', { q: '', page: 1, view: 'grid' })).toBe(
      '/admin/contacts',
    );
    expect(contactsHref('/leads', { q: 'ann lee', page: 2, view: 'list' })).toBe(
      '/leads?q=ann+lee&page=2&view=list',
    );
  });
});

describe('the way to a contact and back', () => {
  it('links the contact page with the list it came from', () => {
    expect(contactDetailHref(42)).toBe('/admin/contacts/42');
    expect(contactDetailHref(42, '/admin/contacts')).toBe('/admin/contacts/42');
    expect(contactDetailHref(42, '/admin/contacts?q=ann&page=2')).toBe(
      '/admin/contacts/42?return=%2Fadmin%2Fcontacts%3Fq%3Dann%26page%3D2',
    );
    expect(contactDetailHref(7, '/hot-leads')).toBe('/admin/contacts/7?return=%2Fhot-leads');
  });

  it('goes back only to a contacts list of this site', () => {
    expect(contactsReturnPath('/admin/contacts?q=ann')).toBe('/admin/contacts?q=ann');
    expect(contactsReturnPath('/leads?q=x&view=list')).toBe('/leads?q=x&view=list');
    expect(contactsReturnPath('/admin/hot-leads')).toBe('/admin/hot-leads');
    expect(contactsReturnPath('/admin')).toBe('/admin/contacts');
    expect(contactsReturnPath('https://evil.example/admin/contacts')).toBe('/admin/contacts');
    expect(contactsReturnPath('//evil.example/contacts')).toBe('/admin/contacts');
    expect(contactsReturnPath(null)).toBe('/admin/contacts');
  });

  it('reads a contact id', () => {
    expect(parseContactId('42')).toBe(42);
    expect(parseContactId('0')).toBeNull();
    expect(parseContactId('abc')).toBeNull();
    expect(parseContactId('2147483648')).toBeNull();
    expect(parseContactId(undefined)).toBeNull();
  });
});
