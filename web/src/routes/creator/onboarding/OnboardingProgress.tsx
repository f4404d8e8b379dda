import CheckOutlinedIcon from '@mui/icons-material/CheckOutlined';
import RemoveOutlinedIcon from '@mui/icons-material/RemoveOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ONBOARDING_STEPS, type StepState } from './progress';

const STATE_TEXT: Record<StepState, string> = { current: 'current step', complete: 'done', skipped: 'skipped', upcoming: 'to do' };

/** The wizard's four steps and their states (spec 001 §2 "01 Create Comic" … "04 Preview"). */
export function OnboardingProgress({ states }: { states: StepState[] }) {
  return (
    <Box component="ol" aria-label="Progress" sx={{ listStyle: 'none', p: 0, m: 0, mb: { xs: 3, md: 4 }, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: { xs: 0.75, sm: 1.5 } }}>
      {ONBOARDING_STEPS.map((step, index) => {
        const state = states[index];
        const current = state === 'current';
        return (
          <Box
            component="li"
            key={step.number}
            data-step-state={state}
            aria-current={current ? 'step' : undefined}
            sx={(theme) => ({
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: { xs: 1, sm: 1.5 },
              borderRadius: 2,
              border: 1,
              minWidth: 0,
              borderColor: current ? theme.palette.primary.main : theme.palette.divider,
              bgcolor: current ? 'rgba(79,70,229,0.06)' : 'background.paper',
              flexDirection: { xs: 'column', sm: 'row' },
              textAlign: { xs: 'center', sm: 'left' },
            })}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 30,
                height: 30,
                borderRadius: '50%',
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: 800,
                color: state === 'complete' || current ? '#fff' : theme.palette.text.secondary,
                bgcolor: state === 'complete' ? theme.palette.success.main : current ? theme.palette.primary.main : theme.palette.action.hover,
              })}
            >
              {state === 'complete' ? <CheckOutlinedIcon sx={{ fontSize: 18 }} /> : state === 'skipped' ? <RemoveOutlinedIcon sx={{ fontSize: 18 }} /> : step.number}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, fontWeight: 700 }}>
                {step.number}
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: current ? 700 : 600, lineHeight: 1.25, fontSize: { xs: 11, sm: 14 } }}
                color={state === 'upcoming' || state === 'skipped' ? 'text.secondary' : 'text.primary'}
              >
                {step.label}
              </Typography>
              <Box component="span" sx={{ position: 'absolute', left: 0, top: 0, width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                {` (${STATE_TEXT[state]})`}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
