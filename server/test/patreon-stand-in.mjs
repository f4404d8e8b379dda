#!/usr/bin/env node
/**
 * A local stand-in for the part of Patreon that Inkcast uses, for tests (Patreon itself cannot be
 * reached from here): its OAuth 2 authorization-code flow and the API v2 reads of a creator's
 * identity and campaign tiers, in Patreon's JSON:API shapes. The api is pointed at it with
 * PATREON_API_BASE (and PATREON_CLIENT_ID / PATREON_CLIENT_SECRET matching the stand-in's).
 *
 * Standalone (browser tests):
 *   node server/test/patreon-stand-in.mjs --port 12121 --client-id inkcast-test --client-secret s3cret
 * In tests:
 *   const patreon = await startPatreonStandIn({ clientId, clientSecret });
 *   patreon.addAccount({ userId: '1001', fullName: 'Pepper', campaign: { id: '2001', tiers: [...] } });
 *   patreon.setSigningInAccount('1001'); … await patreon.close();
 *
 * Endpoints:
 *   GET  /oauth2/authorize?response_type=code&client_id&redirect_uri&scope&state
 *        the consent page of the signing-in account, with Allow and Deny (POST /oauth2/authorize/decision);
 *        Allow redirects (302) to redirect_uri?code=…&state=…, Deny to redirect_uri?error=access_denied&state=…
 *   POST /api/oauth2/token       form: grant_type=authorization_code, code, client_id, client_secret, redirect_uri
 *                                (or grant_type=refresh_token, refresh_token, client_id, client_secret)
 *   GET  /api/oauth2/v2/identity?include=campaign&fields[user]=…          (Authorization: Bearer …)
 *   GET  /api/oauth2/v2/campaigns/:id?include=tiers&fields[campaign]=…&fields[tier]=…   (the campaign's owner only)
 * Test controls (each also a function of the started object):
 *   GET  /_test/requests      the request log (method, path, query, form, authorization)
 *   POST /_test/fail          {path, status, times}: answer `status` to the next `times` requests of that path
 *   POST /_test/reset         forget tokens, codes, failures and the log (accounts stay)
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const token = (prefix) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** JSON:API sparse fieldsets: `fields[type]=a,b` keeps only those attributes (Patreon v2 returns none unless asked). */
function pick(attributes, fields) {
  if (!fields) return {};
  const wanted = fields.split(',').map((f) => f.trim());
  return Object.fromEntries(Object.entries(attributes).filter(([k]) => wanted.includes(k)));
}

/** A 4xx/5xx answer in Patreon's JSON:API error shape. */
function apiError(status, title, detail = title) {
  return { status, body: { errors: [{ code: status, code_name: title.replace(/\s+/g, ''), detail, status: String(status), title }] } };
}

/**
 * Starts the stand-in. `accounts` are Patreon users: { userId, fullName, vanity?, campaign?: { id,
 * isMonthly?, tiers: [{ id, title, amountCents, published? }] } }; the first one signs in unless
 * setSigningInAccount picks another.
 */
export async function startPatreonStandIn({ port = 0, host = '127.0.0.1', clientId = 'inkcast-test-client', clientSecret = 'inkcast-test-secret', accounts = [], log = () => {} } = {}) {
  const users = new Map();
  let signingIn = null;
  let codes;
  let tokens;
  let refreshTokens;
  let requestLog;
  let failures;
  const reset = () => {
    codes = new Map();
    tokens = new Map();
    refreshTokens = new Map();
    requestLog = [];
    failures = [];
  };
  reset();

  function addAccount(account) {
    if (!account?.userId) throw new Error('an account needs a userId');
    users.set(String(account.userId), structuredClone(account));
    signingIn ??= String(account.userId);
  }
  for (const account of accounts) addAccount(account);

  function issueTokens(userId, scope) {
    const access = token('pat_access');
    const refresh = token('pat_refresh');
    tokens.set(access, { userId, scope });
    refreshTokens.set(refresh, { userId, scope });
    return { access_token: access, refresh_token: refresh, expires_in: 2678400, scope, token_type: 'Bearer', version: '0.0.1' };
  }

  /** The user of a valid Bearer token, or an error answer. */
  function bearer(req) {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const grant = m && tokens.get(m[1]);
    return grant ? grant : null;
  }

  function redirectWith(redirectUri, params) {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  function consentPage(q) {
    const account = users.get(signingIn);
    const hidden = ['client_id', 'redirect_uri', 'scope', 'state'].map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`).join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Patreon (stand-in): allow access</title></head><body>
<h1>Allow Inkcast to access your Patreon account?</h1>
<p>Signed in as <strong>${escapeHtml(account?.fullName ?? 'nobody')}</strong>. Requested scopes: ${escapeHtml(q.scope ?? '')}</p>
<form method="post" action="/oauth2/authorize/decision">${hidden}<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form>
</body></html>`;
  }

  /** Handles one request; answers { status, body, headers? } (a string body is HTML). */
  async function handle(req, url, form) {
    const path = url.pathname;
    const q = Object.fromEntries(url.searchParams);
    const failure = failures.find((f) => f.path === path && f.times > 0);
    if (failure) {
      failure.times -= 1;
      return apiError(failure.status, 'Stand-in failure');
    }

    if (req.method === 'GET' && path === '/oauth2/authorize') {
      if (q.client_id !== clientId) return { status: 400, body: 'Unknown client_id' };
      if (q.response_type !== 'code' || !q.redirect_uri) return { status: 400, body: 'response_type=code and redirect_uri are required' };
      return { status: 200, body: consentPage(q) };
    }
    if (req.method === 'POST' && path === '/oauth2/authorize/decision') {
      if (form.client_id !== clientId || !form.redirect_uri) return { status: 400, body: 'Bad authorization request' };
      if (form.decision !== 'allow') return { status: 302, headers: { location: redirectWith(form.redirect_uri, { error: 'access_denied', state: form.state ?? '' }) } };
      if (!signingIn) return { status: 400, body: 'No account signs in' };
      const code = token('code');
      codes.set(code, { userId: signingIn, redirectUri: form.redirect_uri, scope: form.scope ?? '', used: false });
      return { status: 302, headers: { location: redirectWith(form.redirect_uri, { code, state: form.state ?? '' }) } };
    }
    if (req.method === 'POST' && path === '/api/oauth2/token') {
      if (form.client_id !== clientId || form.client_secret !== clientSecret) return { status: 401, body: { error: 'invalid_client' } };
      if (form.grant_type === 'authorization_code') {
        const grant = codes.get(form.code);
        if (!grant || grant.used || grant.redirectUri !== form.redirect_uri) return { status: 400, body: { error: 'invalid_grant' } };
        grant.used = true;
        return { status: 200, body: issueTokens(grant.userId, grant.scope) };
      }
      if (form.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(form.refresh_token);
        if (!grant) return { status: 400, body: { error: 'invalid_grant' } };
        refreshTokens.delete(form.refresh_token);
        return { status: 200, body: issueTokens(grant.userId, grant.scope) };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (req.method === 'GET' && path === '/api/oauth2/v2/identity') {
      const grant = bearer(req);
      if (!grant) return apiError(401, 'Unauthorized');
      const user = users.get(grant.userId);
      const includes = (q.include ?? '').split(',');
      const data = {
        id: user.userId,
        type: 'user',
        attributes: pick({ full_name: user.fullName, vanity: user.vanity ?? null }, q['fields[user]']),
        relationships: includes.includes('campaign') ? { campaign: { data: user.campaign ? { id: user.campaign.id, type: 'campaign' } : null } } : undefined,
      };
      const included = includes.includes('campaign') && user.campaign ? [{ id: user.campaign.id, type: 'campaign', attributes: pick({ is_monthly: user.campaign.isMonthly !== false }, q['fields[campaign]']) }] : undefined;
      return { status: 200, body: { data, ...(included ? { included } : {}), links: { self: `https://www.patreon.com/api/oauth2/v2/user/${user.userId}` } } };
    }
    const campaignPath = /^\/api\/oauth2\/v2\/campaigns\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && campaignPath) {
      const grant = bearer(req);
      if (!grant) return apiError(401, 'Unauthorized');
      if (!grant.scope.split(' ').includes('campaigns')) return apiError(403, 'Forbidden', 'The campaigns scope is required.');
      const owner = [...users.values()].find((u) => u.campaign?.id === decodeURIComponent(campaignPath[1]));
      if (!owner) return apiError(404, 'Not Found');
      if (owner.userId !== grant.userId) return apiError(403, 'Forbidden');
      const campaign = owner.campaign;
      const withTiers = (q.include ?? '').split(',').includes('tiers');
      return {
        status: 200,
        body: {
          data: {
            id: campaign.id,
            type: 'campaign',
            attributes: pick({ is_monthly: campaign.isMonthly !== false, vanity: owner.vanity ?? null }, q['fields[campaign]']),
            ...(withTiers ? { relationships: { tiers: { data: campaign.tiers.map((t) => ({ id: t.id, type: 'tier' })) } } } : {}),
          },
          ...(withTiers
            ? { included: campaign.tiers.map((t) => ({ id: t.id, type: 'tier', attributes: pick({ title: t.title, amount_cents: t.amountCents, published: t.published !== false }, q['fields[tier]']) })) }
            : {}),
        },
      };
    }

    if (path === '/_test/requests') return { status: 200, body: requestLog };
    if (req.method === 'POST' && path === '/_test/fail') {
      fail(form.path, Number(form.status), Number(form.times ?? 1));
      return { status: 200, body: { ok: true } };
    }
    if (req.method === 'POST' && path === '/_test/reset') {
      reset();
      return { status: 200, body: { ok: true } };
    }
    return apiError(404, 'Not Found');
  }

  function fail(path, status, times = 1) {
    failures.push({ path, status, times });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://stand-in');
      const text = await readBody(req);
      const form = !text ? {} : (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
      if (!url.pathname.startsWith('/_test/')) {
        requestLog.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), form, authorization: req.headers.authorization ?? null });
      }
      const answer = await handle(req, url, form);
      log(`${req.method} ${url.pathname} → ${answer.status}`);
      const isHtml = typeof answer.body === 'string';
      res.writeHead(answer.status, { 'content-type': isHtml ? 'text/html; charset=utf-8' : 'application/vnd.api+json', ...(answer.headers ?? {}) });
      res.end(answer.body === undefined ? '' : isHtml ? answer.body : JSON.stringify(answer.body));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err?.stack ?? err));
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const actualPort = server.address().port;
  const url = `http://${host}:${actualPort}`;

  return {
    url,
    port: actualPort,
    clientId,
    clientSecret,
    addAccount,
    setSigningInAccount(userId) {
      if (!users.has(String(userId))) throw new Error(`no account ${userId}`);
      signingIn = String(userId);
    },
    setTiers(userId, tiers) {
      users.get(String(userId)).campaign.tiers = structuredClone(tiers);
    },
    requests: () => structuredClone(requestLog),
    fail,
    reset,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const demo = {
    userId: '1001',
    fullName: 'Pepper & Carrot',
    vanity: 'peppercarrot',
    campaign: {
      id: '2001',
      isMonthly: true,
      tiers: [
        { id: '3001', title: 'Supporter', amountCents: 300 },
        { id: '3002', title: 'Patron', amountCents: 500 },
      ],
    },
  };
  const standIn = await startPatreonStandIn({
    port: Number(opt('port') ?? 12121),
    clientId: opt('client-id'),
    clientSecret: opt('client-secret'),
    accounts: [demo],
    log: (line) => console.log(line),
  });
  console.log(`patreon stand-in listening on ${standIn.url} (client id ${standIn.clientId})`);
}
