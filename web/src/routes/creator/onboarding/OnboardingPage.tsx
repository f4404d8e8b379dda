import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { CreatorHomeDocument } from '../../../generated/graphql';
import { creatorPaths, type OnboardingStep } from '../../paths';
import { CreatorForm } from '../creators/CreatorForm';
import { EpisodeFormPage } from '../episodes/EpisodeFormPage';
import { NoAccess } from '../home/NoAccess';
import { PageFrameLoading, Panel } from '../home/PageFrame';
import { CongratsContent } from '../home/publishing';
import { newUuid } from '../home/uuid';
import { SeriesForm } from '../series/SeriesForm';
import { useSeries } from '../series/useSeries';
import { InviteTeamStep } from './InviteTeamStep';
import { OnboardingProgress } from './OnboardingProgress';
import { PickCreatorStep } from './PickCreatorStep';
import { PreviewStep } from './PreviewStep';
import { isOnboardingStep, progressStates, resumeStep } from './progress';

/** The wizard's frame: breadcrumbs, the four steps and their states, then the step. */
function WizardFrame({ step, series, children }: { step: OnboardingStep | null; series: Parameters<typeof progressStates>[1]; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: '#f7f7fb', minHeight: '70vh' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Breadcrumbs items={[{ label: 'Publish your comic' }]} />
        <OnboardingProgress states={progressStates(step, series)} />
        {children}
      </Container>
    </Box>
  );
}

/** Step 01 (spec 001 §2): the new series form; then the creator step. */
function CreateComicStep() {
  const navigate = useNavigate();
  const [uuid] = useState(newUuid);
  const { data } = useQuery(CreatorHomeDocument, { fetchPolicy: 'cache-and-network' });
  const hasCreators = (data?.getInternalCreatorsForUser.length ?? 0) > 0;
  return (
    <WizardFrame step={null} series={null}>
      <title>Create a New Comic · Inkcast</title>
      <SeriesForm mode="create" uuid={uuid} onSaved={(series) => navigate(creatorPaths.onboarding(series.uuid, hasCreators ? 'pick-creator' : 'new-creator'))} />
    </WizardFrame>
  );
}

/** The new-creator sub-step: the creator form ('Next, add details about yourself'), then pick-creator. */
function NewCreatorStep({ seriesUuid }: { seriesUuid: string }) {
  const navigate = useNavigate();
  const [uuid] = useState(newUuid);
  return (
    <CreatorForm
      mode="create"
      uuid={uuid}
      heading="next"
      isFromOnboardingScreen
      onSaved={(creator) => navigate(`${creatorPaths.onboarding(seriesUuid, 'pick-creator')}?creator=${encodeURIComponent(creator.uuid)}`)}
    />
  );
}

const STEP_TITLES: Record<OnboardingStep, string> = {
  'new-creator': 'Add Creator Details',
  'pick-creator': 'Add Creator Details',
  'invite-team': 'Invite your team',
  'new-episode': 'Add the 1st Episode',
  preview: 'Preview',
  congrats: 'Congrats',
};

/**
 * The onboarding wizard (spec 001 §2): /dashboard/new/comicseries is step 01 (the new series
 * form); /dashboard/new/comicseries/{uuid}/{step} runs the sub-steps new-creator, pick-creator
 * (with the role picker), invite-team, new-episode (the episode form in onboarding mode) and
 * preview, then the Congrats page. Without a step it continues where the series' progress stands.
 */
export function OnboardingPage() {
  const { uuid, step } = useParams();
  if (!uuid) return <CreateComicStep />;
  return <SeriesWizard key={uuid} uuid={uuid} step={step} />;
}

function SeriesWizard({ uuid, step }: { uuid: string; step: string | undefined }) {
  const navigate = useNavigate();
  const { series, loading, reload } = useSeries(uuid);
  const creators = useQuery(CreatorHomeDocument, { fetchPolicy: 'cache-and-network' });
  if (loading || (!step && !creators.data)) return <PageFrameLoading label="Loading your comic" maxWidth="md" />;
  if (!series) return <NoAccess />;
  if (!isOnboardingStep(step)) {
    const hasCreators = (creators.data?.getInternalCreatorsForUser.length ?? 0) > 0;
    return <Navigate to={creatorPaths.onboarding(uuid, resumeStep(series, hasCreators))} replace />;
  }
  let content: ReactNode;
  switch (step) {
    case 'new-creator':
      content = <NewCreatorStep seriesUuid={uuid} />;
      break;
    case 'pick-creator':
      content = <PickCreatorStep seriesUuid={uuid} onCredited={reload} />;
      break;
    case 'invite-team':
      content = <InviteTeamStep seriesUuid={uuid} />;
      break;
    case 'new-episode':
      content = (
        <EpisodeFormPage
          mode="onboarding"
          seriesUuid={uuid}
          onSaved={async () => {
            // The preview's progress counts the new episode: reload the comic first.
            await reload();
            navigate(creatorPaths.onboarding(uuid, 'preview'));
          }}
        />
      );
      break;
    case 'preview':
      content = <PreviewStep series={series} />;
      break;
    case 'congrats':
      content = (
        <Panel sx={{ py: { xs: 4, sm: 6 } }}>
          <CongratsContent what={series.name} backTo={creatorPaths.series(uuid)} />
        </Panel>
      );
      break;
  }
  return (
    <WizardFrame step={step} series={series}>
      <title>{`${STEP_TITLES[step]} · ${series.name} · Inkcast`}</title>
      {content}
    </WizardFrame>
  );
}
