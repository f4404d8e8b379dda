import AddIcon from '@mui/icons-material/Add';
import LinkIcon from '@mui/icons-material/Link';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ComicMessage,
  ComicNotice,
  LATEST_EPISODES_RULE_MAX,
  LATEST_EPISODES_RULE_MIN,
  PAYMENT_RULE_TYPES_OFFERED,
  enumDisplayName,
  formatPlatformPrice,
  hasPermission,
  validatePaymentRule,
} from '@inkcast/schema';
import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FormPostButton } from '../../../components/FormPostButton';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import { Modal } from '../../../components/Modal';
import { Row, RowActions, RowList } from '../../../components/RowList';
import {
  PaymentRuleAddDocument,
  PaymentRuleDeleteDocument,
  PaymentRuleUpdateDocument,
  PaymentsCreatorDocument,
  PaymentsPageDocument,
  PaymentsSeriesDocument,
  type InternalSeriesType,
  type PaymentRuleFieldsFragment,
  type PaymentsPageQuery,
} from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, useBacklink } from '../../paths';
import { FormErrorLine } from '../home/forms';
import { LoadFailed, NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';

/** Where the connect form posts (spec 001 §7 form posts). */
export const PATREON_CONNECT_ACTION = '/auth/patreon/login/creator';

type Platforms = NonNullable<PaymentsPageQuery['getPlatformsForContent']>;
type Price = Platforms['prices'][number];
type Season = { id: string; name: string; isCurrent: boolean };

/** A platform's name as shown: PATREON → Patreon. */
function platformName(platform: string): string {
  return enumDisplayName(platform);
}

/** A tier as shown: "Gold · $5.00 monthly" (§3: USD, amountInCents / 100, the interval in lower case). */
function priceLabel(price: Pick<Price, 'name' | 'amountInCents' | 'interval'>): string {
  const amount = formatPlatformPrice(price.amountInCents, price.interval);
  return price.name ? `${price.name} · ${amount}` : amount;
}

/** Which episodes a rule makes exclusive (§4: GROUP rules read 'Season' plus the season name). */
function ruleScope(rule: PaymentRuleFieldsFragment, seasons: readonly Season[]): string {
  if (rule.ruleType === 'GROUP') {
    const name = rule.group?.name ?? seasons.find((s) => s.id === rule.groupId)?.name ?? '';
    return `Season ${name}`.trim();
  }
  const n = rule.ruleValue ?? 0;
  return n === 1 ? 'The latest episode' : `The latest ${n} episodes`;
}

/**
 * Changes the payment rules of the page's cached query (spec 001 §4: adding appends a rule, deleting
 * removes it by id; an updated rule updates itself, being normalised by id).
 */
function updateCachedRules(
  cache: ApolloCache,
  variables: { contentUuid: string; contentType: InternalSeriesType },
  change: (rules: readonly PaymentRuleFieldsFragment[]) => PaymentRuleFieldsFragment[],
) {
  cache.updateQuery({ query: PaymentsPageDocument, variables }, (data) =>
    data?.getPlatformsForContent ? { ...data, getPlatformsForContent: { ...data.getPlatformsForContent, paymentRules: change(data.getPlatformsForContent.paymentRules) } } : data,
  );
}

/** The rule dialog's values. */
interface RuleValues {
  platform: string;
  platformPriceId: string;
  ruleType: string;
  ruleValue: string;
  groupId: string;
}

/** A numbered step of the rule dialog. */
function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-rule-step={n}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'inline-grid', placeItems: 'center', fontSize: 13 }}>
          {n}
        </Box>
        {title}
      </FormLabel>
      {children}
    </Box>
  );
}

/**
 * The payment rule dialog (spec 001 §4): it reveals step by step — 1 the platform, 2 the tier once a
 * platform is chosen, 3 the episodes once a tier is chosen; an existing rule opens at step 3. Only
 * "the latest episodes" (LAST_X) is offered; a GROUP rule keeps its season.
 */
function RuleDialog({
  contentUuid,
  contentType,
  platforms,
  seasons,
  rule,
  onClose,
  onSaved,
}: {
  contentUuid: string;
  contentType: InternalSeriesType;
  platforms: Platforms;
  seasons: readonly Season[];
  rule: PaymentRuleFieldsFragment | null;
  onClose(): void;
  onSaved(added: boolean): void;
}) {
  const [values, setValues] = useState<RuleValues>(() => ({
    platform: rule?.platform ?? '',
    platformPriceId: rule?.platformPriceId ?? '',
    ruleType: rule?.ruleType ?? PAYMENT_RULE_TYPES_OFFERED[0],
    ruleValue: rule?.ruleValue != null ? String(rule.ruleValue) : '1',
    groupId: rule?.groupId ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [addRule, addState] = useMutation(PaymentRuleAddDocument, {
    update(cache, { data }) {
      const added = data?.addPaymentRuleForContent;
      if (added) updateCachedRules(cache, { contentUuid, contentType }, (rules) => [...rules, added]);
    },
  });
  const [updateRule, updateState] = useMutation(PaymentRuleUpdateDocument);
  const saving = addState.loading || updateState.loading;
  const edit = (patch: Partial<RuleValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const connected = platforms.details.find((d) => d.platform === values.platform) ?? null;
  const prices = connected ? platforms.prices : [];
  const platformChoices = [...new Set([...platforms.plans, ...platforms.details.map((d) => d.platform)])];

  const save = async () => {
    const ruleValue = values.ruleValue.trim() === '' ? null : Number(values.ruleValue);
    const form = { platform: values.platform, platformPriceId: values.platformPriceId, ruleType: values.ruleType, ruleValue, groupId: values.groupId || null };
    const problem = validatePaymentRule(form);
    if (problem) {
      setError(problem);
      return;
    }
    const variables = {
      contentUuid,
      contentType,
      platform: values.platform,
      platformUserId: connected?.platformUserId ?? null,
      platformPriceId: values.platformPriceId,
      ruleType: values.ruleType,
      ruleValue: values.ruleType === 'LAST_X' ? ruleValue : null,
      groupId: values.ruleType === 'GROUP' ? values.groupId : null,
    };
    try {
      const saved = rule
        ? (await updateRule({ variables: { id: rule.id, ...variables } })).data?.updatePaymentRuleForContent
        : (await addRule({ variables })).data?.addPaymentRuleForContent;
      if (saved) onSaved(!rule);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const atStep2 = !!values.platform;
  const atStep3 = atStep2 && !!values.platformPriceId;

  return (
    <Modal
      open
      onClose={onClose}
      title={rule ? 'Edit payment rule' : 'Add a payment rule'}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving…' : 'Save Rule'}
          </Button>
        </>
      }
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        <Step n={1} title="Pick a platform">
          <RadioGroup value={values.platform} onChange={(e) => edit({ platform: e.target.value, platformPriceId: '' })} aria-label="Platform">
            {platformChoices.map((platform) => (
              <FormControlLabel key={platform} value={platform} control={<Radio />} label={platformName(platform)} />
            ))}
          </RadioGroup>
        </Step>
        {atStep2 && (
          <Step n={2} title="Pick a tier">
            {connected ? (
              <TextField select fullWidth label="Tier" value={values.platformPriceId} onChange={(e) => edit({ platformPriceId: e.target.value })}>
                {prices.map((price) => (
                  <MenuItem key={price.priceId} value={price.priceId}>
                    {priceLabel(price)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Typography color="text.secondary">{ComicMessage.PAYMENT_PLATFORM_NOT_CONNECTED}</Typography>
            )}
          </Step>
        )}
        {atStep3 && (
          <Step n={3} title="Pick the episodes">
            {values.ruleType === 'GROUP' ? (
              <TextField select fullWidth label="Season" value={values.groupId} onChange={(e) => edit({ groupId: e.target.value })}>
                {seasons.map((season) => (
                  <MenuItem key={season.id} value={season.id}>
                    Season {season.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                type="number"
                label="Latest Episodes"
                value={values.ruleValue}
                onChange={(e) => edit({ ruleValue: e.target.value })}
                helperText={`Backers of this tier read your latest ${/^\d+$/.test(values.ruleValue.trim()) && Number(values.ruleValue) !== 1 ? `${Number(values.ruleValue)} episodes` : 'episode'} before everyone else (${LATEST_EPISODES_RULE_MIN} to ${LATEST_EPISODES_RULE_MAX}).`}
                slotProps={{ htmlInput: { min: LATEST_EPISODES_RULE_MIN, max: LATEST_EPISODES_RULE_MAX, step: 1 } }}
                sx={{ maxWidth: 420 }}
                fullWidth
              />
            )}
          </Step>
        )}
        <FormErrorLine error={error} testId="payment-rule-error" />
      </Stack>
    </Modal>
  );
}

/**
 * /dashboard/edit/payments/{type}/{uuid}[/{status}] (spec 001 §2 "Payments page", §4, §5, §7):
 * connect Patreon by a form post to /auth/patreon/login/creator (token, contentUuid, contentType),
 * see the tiers in USD, and add, edit and delete the payment rules that make episodes exclusive to
 * backers ('Are you sure you delete this rule?'). Adding appends a rule, updating replaces it by id,
 * deleting removes it by id, in the cache the page reads.
 */
export function PaymentsPage() {
  const params = useParams();
  const { search } = useLocation();
  const kind = (params.type ?? 'comicseries').toLowerCase();
  const isCreator = kind === 'creator' || kind === 'internal_creator';
  const contentType: InternalSeriesType = isCreator ? 'INTERNAL_CREATOR' : 'INTERNAL_COMICSERIES';
  const contentUuid = (params.uuid ?? '').toLowerCase();
  const ownPage = isCreator ? creatorPaths.creator(contentUuid) : creatorPaths.series(contentUuid);
  const back = useBacklink(ownPage);
  const query = new URLSearchParams(search);
  const connectResult = query.get('patreon') ?? params.status ?? null;
  const connectReason = query.get('reason');

  const page = useQuery(PaymentsPageDocument, { variables: { contentUuid, contentType }, fetchPolicy: 'network-only', skip: !contentUuid });
  const seriesQuery = useQuery(PaymentsSeriesDocument, { variables: { uuid: contentUuid }, skip: isCreator || !contentUuid, fetchPolicy: 'cache-and-network' });
  const creatorQuery = useQuery(PaymentsCreatorDocument, { variables: { uuid: contentUuid }, skip: !isCreator || !contentUuid, fetchPolicy: 'cache-and-network' });
  const [deleteRule, deleteState] = useMutation(PaymentRuleDeleteDocument, {
    update(cache, { data }) {
      const goneId = data?.deletePaymentRuleForContent;
      if (goneId) updateCachedRules(cache, { contentUuid, contentType }, (rules) => rules.filter((r) => r.id !== goneId));
    },
  });
  const [editing, setEditing] = useState<PaymentRuleFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentRuleFieldsFragment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const platforms = page.data?.getPlatformsForContent ?? null;

  const contentName = isCreator ? creatorQuery.data?.getInternalCreatorForUser?.name : seriesQuery.data?.getInternalComicForUser?.name;
  const nameLoading = isCreator ? creatorQuery.loading && !creatorQuery.data : seriesQuery.loading && !seriesQuery.data;
  if ((page.loading && !page.data) || nameLoading) return <PageFrameLoading label="Loading payment settings" maxWidth="md" />;
  if (page.error && !page.data) return <LoadFailed error={page.error} />;
  if (!platforms || !contentName) return <NoAccess />;

  const permission = page.data?.getPermissionForItem;
  const canManage = hasPermission(permission, 'managePayments');
  const seasons: Season[] = seriesQuery.data?.getGroupsForContent ?? [];
  const shownRules = platforms.paymentRules;
  const priceOf = (id: string) => platforms.prices.find((p) => p.priceId === id);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteRule({ variables: { id: deleting.id, contentUuid, contentType } });
      setDeleting(null);
      setNotice('The rule was deleted.');
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  };

  const connectButton = (label: string, variant: 'contained' | 'outlined') => (
    <Box sx={{ flexShrink: 0, '& button': { whiteSpace: 'nowrap' } }}>
      <FormPostButton action={PATREON_CONNECT_ACTION} fields={{ contentUuid, contentType }} variant={variant} disabled={!canManage}>
        {label}
      </FormPostButton>
    </Box>
  );

  return (
    <PageFrame
      title="Set up exclusive content"
      documentTitle={`Payments · ${contentName}`}
      subtitle={`Make episodes of ${contentName} exclusive to your Patreon backers. Prices are shown in USD.`}
      breadcrumbs={[{ label: contentName, to: ownPage }, { label: 'Payments' }]}
      back={back}
      maxWidth="md"
    >
      <Stack spacing={3}>
        {connectResult === 'connected' && (
          <Alert severity="success" data-testid="patreon-connected">
            Your Patreon account is connected.
          </Alert>
        )}
        {connectResult === 'error' && (
          <Alert severity="error" data-testid="patreon-error">
            {connectReason ?? 'Could not connect to Patreon. Please try again.'}
          </Alert>
        )}
        {!canManage && (
          <Alert severity="info" icon={<LockOutlinedIcon />}>
            Only the owner of this {isCreator ? 'creator profile' : 'comic'} can change its payment settings.
          </Alert>
        )}
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}

        <Panel>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Patreon
          </Typography>
          {platforms.details.length ? (
            <Stack spacing={2}>
              {platforms.details.map((detail) => (
                <Stack key={detail.platform} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }} data-testid="platform-connected">
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <LinkIcon color="success" aria-hidden />
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>
                        {platformName(detail.platform)} connected{detail.name ? `: ${detail.name}` : ''}
                      </Typography>
                      {detail.platformUserId && (
                        <Typography variant="body2" color="text.secondary">
                          Account {detail.platformUserId}
                        </Typography>
                      )}
                    </div>
                  </Stack>
                  {connectButton('Reconnect Patreon', 'outlined')}
                </Stack>
              ))}
              <div>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Tiers
                </Typography>
                {platforms.prices.length ? (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label="Tiers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {platforms.prices.map((price) => (
                      <Chip component="li" key={price.priceId} label={priceLabel(price)} variant="outlined" />
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Your Patreon page has no paid tiers yet.
                  </Typography>
                )}
              </div>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Typography color="text.secondary">Connect your Patreon account so your backers can read exclusive episodes first.</Typography>
              {connectButton('Connect Patreon', 'contained')}
            </Stack>
          )}
        </Panel>

        {!isCreator && (
          <Panel>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
              <Typography variant="h6" component="h2">
                Payment rules
              </Typography>
              {canManage && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                  Add a Rule
                </Button>
              )}
            </Stack>
            {shownRules.length === 0 ? (
              <Typography color="text.secondary" data-testid="payment-rules-empty">
                No payment rules yet: every episode is free to read for everyone.
              </Typography>
            ) : (
              <RowList label="Payment rules">
                {shownRules.map((rule) => {
                  const price = priceOf(rule.platformPriceId);
                  return (
                    <Row key={rule.id} data-rule-id={rule.id}>
                      <Box sx={{ flex: 1, minWidth: 200 }}>
                        <Typography sx={{ fontWeight: 600 }} data-testid="payment-rule-scope">
                          {ruleScope(rule, seasons)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {platformName(rule.platform)} · {price ? priceLabel(price) : `Tier ${rule.platformPriceId}`}
                        </Typography>
                      </Box>
                      {canManage && (
                        <RowActions
                          label={`rule: ${ruleScope(rule, seasons)}`}
                          onEdit={() => setEditing(rule)}
                          onDelete={() => {
                            setDeleteError(null);
                            setDeleting(rule);
                          }}
                        />
                      )}
                    </Row>
                  );
                })}
              </RowList>
            )}
          </Panel>
        )}
      </Stack>

      {editing && (
        <RuleDialog
          contentUuid={contentUuid}
          contentType={contentType}
          platforms={platforms}
          seasons={seasons}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(added) => {
            setEditing(null);
            setNotice(added ? 'The rule was added.' : 'The rule was updated.');
          }}
        />
      )}
      <ConfirmDeleteModal
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete rule"
        question={ComicNotice.DELETE_RULE_CONFIRM}
        deleting={deleteState.loading}
        error={deleteError}
      />
    </PageFrame>
  );
}

