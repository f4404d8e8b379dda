import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import {
  COUNTRIES_FOR_PICKER,
  COUNTRIES_LISTED_FIRST,
  COUNTRY_NAMES,
  CREATOR_BIO_LENGTH_MAX,
  CREATOR_NAME_LENGTH_MAX,
  emptyToNull,
  formatTags,
  normaliseLinks,
  parseTags,
  validateCreator,
  type CreatorForm as CreatorFormValues,
} from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { ImageUpload } from '../../../components/ImageUpload';
import { AddCreatorProfileDocument, UpdateCreatorProfileDocument, type CreatorCardFieldsFragment } from '../../../generated/graphql';
import { FormSection, LimitedTextField, listedFirstItems, SaveBar, TagsField, useSaveState } from '../home/forms';
import { PageHeading, Panel } from '../home/PageFrame';
import { LinksEditor, linkRowsFrom, type LinkRow } from './LinksEditor';

/** The creator form's headings (spec 001 §2 "Creator and series forms"). */
export const CREATOR_FORM_HEADING = {
  root: 'Add details about yourself',
  next: 'Next, add details about yourself',
} as const;
export const CREATOR_FORM_SUBTITLE = 'Your fans can follow you as a creator';

/** Props of CreatorForm. */
export interface CreatorFormProps {
  mode: 'create' | 'edit';
  uuid: string;
  creator?: CreatorCardFieldsFragment | null;
  /** 'root' on the creator pages, 'next' inside the onboarding wizard. */
  heading: keyof typeof CREATOR_FORM_HEADING;
  /** Sent with a new creator made in the onboarding wizard. */
  isFromOnboardingScreen?: boolean;
  onSaved?: (creator: CreatorCardFieldsFragment) => void;
  /** Cancel goes back this many history steps (default 1). */
  cancelSteps?: number | null;
}

interface Values {
  name: string;
  bio: string;
  country: string;
  tagsInput: string;
  avatar: string[];
  links: LinkRow[];
}

/**
 * The creator form (spec 001 §2, §5 "Creator"): 'Add details about yourself' (or 'Next, add
 * details about yourself' in the wizard), 'Your fans can follow you as a creator'; name, bio with
 * counters, photo, country (the thirteen listed first), tags and links. The rules are the schema's
 * `validateCreator`; the first broken one shows above Save.
 */
export function CreatorForm({ mode, uuid, creator, heading, isFromOnboardingScreen = false, onSaved, cancelSteps = 1 }: CreatorFormProps) {
  const [initial] = useState<Values>(() => ({
    name: creator?.name ?? '',
    bio: creator?.bio ?? '',
    country: creator?.country ?? '',
    tagsInput: formatTags(creator?.tags ?? []),
    avatar: creator?.avatarImageUrl ? [creator.avatarImageUrl] : [],
    links: linkRowsFrom(creator?.links ?? []),
  }));
  const [values, setValues] = useState<Values>(initial);
  const save = useSaveState();
  const [addCreator] = useMutation(AddCreatorProfileDocument);
  const [updateCreator] = useMutation(UpdateCreatorProfileDocument);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const links = values.links.map(({ type, value }) => ({ type, value }));
    const form: CreatorFormValues = {
      name: values.name,
      bio: values.bio,
      country: values.country,
      avatarImageUrl: values.avatar[0] ?? '',
      tags: parseTags(values.tagsInput),
      links,
    };
    const newImage = (values.avatar[0] ?? '') !== (initial.avatar[0] ?? '');
    await save.run(
      () => validateCreator(form),
      async () => {
        const variables = {
          uuid,
          name: values.name.trim(),
          bio: emptyToNull(values.bio),
          country: emptyToNull(values.country),
          tags: parseTags(values.tagsInput),
          links: normaliseLinks(links),
          avatarImageUrl: values.avatar[0] ?? null,
        };
        const result =
          mode === 'create'
            ? (await addCreator({ variables: { ...variables, isFromOnboardingScreen } })).data?.addInternalCreatorForUser
            : (await updateCreator({ variables })).data?.updateInternalCreatorForUser;
        if (!result) return false;
        onSaved?.(result);
        return true;
      },
      mode === 'edit' && newImage,
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={CREATOR_FORM_HEADING[heading]}>
      <PageHeading title={CREATOR_FORM_HEADING[heading]} subtitle={CREATOR_FORM_SUBTITLE} />
      <Panel>
        <FormSection title="Your creator profile">
          <LimitedTextField label="Name" required value={values.name} onValue={(value) => set('name', value)} max={CREATOR_NAME_LENGTH_MAX} hint="Your name or pen name" />
          <LimitedTextField label="Bio" multiline minRows={3} value={values.bio} onValue={(value) => set('bio', value)} max={CREATOR_BIO_LENGTH_MAX} />
          <ImageUpload
            slot="avatar"
            targetDirectory={uuid}
            value={values.avatar}
            onChange={(urls) => set('avatar', urls)}
            onUploadingChange={save.setUploading}
            label="Photo of yourself"
            helperText="A square photo or avatar."
            processing={creator?.imagesStatus === 'PROCESSING' && values.avatar[0] === initial.avatar[0]}
          />
          <TextField select fullWidth label="Country" value={values.country} onChange={(e) => set('country', e.target.value)}>
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {listedFirstItems(COUNTRIES_FOR_PICKER, COUNTRIES_LISTED_FIRST.length, (country) => COUNTRY_NAMES[country], 'All countries')}
          </TextField>
          <TagsField value={values.tagsInput} onValue={(value) => set('tagsInput', value)} />
        </FormSection>
        <Divider sx={{ my: 4 }} />
        <FormSection title="Links" description="Where fans can find and support you. Pick a type, then type what follows the address.">
          <LinksEditor rows={values.links} onChange={(rows) => set('links', rows)} />
        </FormSection>
        <SaveBar state={save} saveLabel={mode === 'create' && isFromOnboardingScreen ? 'Save and Continue' : 'Save'} cancelSteps={cancelSteps} />
      </Panel>
    </Box>
  );
}
