import { describe, expect, it } from 'vitest';
import { AccountMessage, usagePercent, validateEmail, validateInviteCode, validateName } from './accounts';
import { validateDevApp } from './dev-apps';

describe('developer signup and invite request (developer spec §5)', () => {
  it.each([
    ['', 'Name cannot be blank'],
    ['   ', 'Name cannot be blank'],
    ['ada@example.com', 'It looks you entered an email instead of your name. Please check your name.'],
  ])('name %j → %s', (name, message) => expect(validateName(name)).toBe(message));

  it('accepts a real name', () => expect(validateName('Ada Lovelace')).toBeNull());

  it.each([
    ['', 'Email cannot be blank'],
    ['ada', "Check your email. It doesn't look valid"],
    ['ada@example', "Check your email. It doesn't look valid"],
    ['ada @example.com', "Check your email. It doesn't look valid"],
  ])('email %j → %s', (email, message) => expect(validateEmail(email)).toBe(message));

  it('accepts a valid email', () => expect(validateEmail(' ada@example.com ')).toBeNull());

  it('requires an invite code', () => {
    expect(validateInviteCode('')).toBe('Invite Code cannot be blank');
    expect(validateInviteCode('ABC123')).toBeNull();
  });

  it('keeps the answers of spec §7 to the letter', () => {
    expect(AccountMessage.INVITE_REQUEST_FAILED).toBe('Sorry, there was an error with submitting your details. Please try again later.');
    expect(AccountMessage.SIGNUP_FAILED).toBe('Sorry, could not signup. Please try again later.');
    expect(AccountMessage.INVITE_VERIFY_FAILED).toBe('Sorry, could not verify the invite code. Please try again later.');
    expect(AccountMessage.DASHBOARD_LOGIN_REQUIRED).toBe('You need to be logged in to access the dashboard.');
  });
});

describe('app registration (developer spec §5)', () => {
  const valid = { name: 'My App', description: 'Reads podcasts', callbackUrl: 'https://example.com/cb', logoUrl: 'https://cdn.example.com/apps/1/' };

  it.each([
    [{ name: '' }, 'Please enter an application name'],
    [{ name: 'x'.repeat(51) }, 'Application name cannot be greater than 50 characters'],
    [{ description: '' }, 'Please enter a description'],
    [{ description: 'x'.repeat(501) }, 'Description cannot be greater than 500 characters'],
    [{ callbackUrl: '' }, 'Please enter a callback url'],
    [{ callbackUrl: 'ftp://example.com' }, 'Make sure Callback URL starts with http:// or https://'],
    [{ logoUrl: '' }, 'Please upload an application logo image'],
  ])('%j → %s', (change, message) => expect(validateDevApp({ ...valid, ...change })).toBe(message));

  it('accepts names of exactly 50 and descriptions of exactly 500 characters', () => {
    expect(validateDevApp({ ...valid, name: 'x'.repeat(50), description: 'y'.repeat(500) })).toBeNull();
  });
});

describe('usage bars (developer spec §2: percent of limit, rounded up)', () => {
  it.each([
    [0, 500, 0],
    [1, 500, 1],
    [250, 500, 50],
    [251, 500, 51],
    [500, 500, 100],
    [3, 0, 0],
  ])('%i of %i → %i%%', (used, limit, percent) => expect(usagePercent(used, limit)).toBe(percent));
});
