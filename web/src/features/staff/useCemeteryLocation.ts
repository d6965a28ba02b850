import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { CEMETERY_LOCATION_TEXTS, LOCATION_MESSAGES, t } from '@memorial/schema';
import { graphql } from '../../gql';
import { submitErrors } from '../../app/forms';
import { describeError } from '../../app/errors';
import { CONFLICT_CODE } from '../../app/conflict/useSaveConflict';
import { notifySuccess } from '../../app/notify';
import { decedentName } from '../../app/decedentName';
import { DECEDENT_PAGE_STATES } from '../../app/arrangement/ArrangementFrame';

const CemeteryLocationPageQuery = graphql(`
  query CemeteryLocationPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      ...DecedentName_decedent
      cemeteryLocationVersion
      cemeteryLocation {
        id
        propertyName
        geoJson {
          type
          coordinates
        }
      }
    }
    cemeteryProperties {
      id
      propertyName
      geoJson {
        type
      }
    }
  }
`);

const SetCemeteryLocationMutation = graphql(`
  mutation SetCemeteryLocationPage($opi: String!, $location: CemeteryLocationInput!, $version: Int) {
    setCemeteryLocation(opi: $opi, location: $location, version: $version) {
      message
      version
      cemeteryLocation {
        id
        propertyName
        geoJson {
          type
          coordinates
        }
      }
    }
  }
`);

const RemoveCemeteryLocationMutation = graphql(`
  mutation RemoveCemeteryLocationPage($opi: String!, $version: Int) {
    removeCemeteryLocation(opi: $opi, version: $version) {
      message
    }
  }
`);

export type Mode = 'existing' | 'new';
export interface Values {
  cemeteryLocationId?: string | null;
  propertyName?: string;
  geoJson?: string;
}

/** The field errors the form shows on its own fields; the rest becomes the form's error. */
const FORM_FIELDS = { existing: ['cemeteryLocationId'], new: ['propertyName', 'geoJson'] } as const;

/** A decedent's cemetery location: what is set, the properties to choose from, and saving or removing it. */
export function useCemeteryLocation(opi: string) {
  const { data, error, refetch } = useQuery(CemeteryLocationPageQuery, {
    variables: { opi },
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const [save] = useMutation(SetCemeteryLocationMutation);
  const [remove, { loading: removing }] = useMutation(RemoveCemeteryLocationMutation);
  const [mode, setMode] = useState<Mode>('existing');

  const decedent = data?.decedent;
  const current = decedent?.cemeteryLocation ?? null;
  const name = decedent ? decedentName(decedent) || decedent.opi : '';
  // The version of the location the page shows: a save or removal made from it is refused once another came first.
  const version = decedent?.cemeteryLocationVersion;

  const onSubmit = async (values: Values) => {
    const location =
      mode === 'existing'
        ? { cemeteryLocationId: values.cemeteryLocationId ? Number(values.cemeteryLocationId) : null }
        : { propertyName: values.propertyName ?? '', geoJson: values.geoJson?.trim() ? values.geoJson : null };
    if (mode === 'existing' && !location.cemeteryLocationId) return { cemeteryLocationId: t(LOCATION_MESSAGES, 'chooseProperty') };
    try {
      const { data: saved } = await save({
        variables: { opi, location, version },
        context: { pageStates: ['BAD_USER_INPUT', CONFLICT_CODE] },
      });
      if (saved) notifySuccess(saved.setCemeteryLocation.message);
      await refetch();
      return undefined;
    } catch (err) {
      // Saved by someone else meanwhile (issue 27): the page shows the saved location again (read from the gateway),
      // the form keeps the choice made, the sentence says who and when; saving again sends the new version.
      if (describeError(err).code === CONFLICT_CODE) {
        await refetch().catch(() => undefined);
        return { [FORM_ERROR]: describeError(err).message };
      }
      const errors = submitErrors(err, {
        unshown: ['propertyName', 'geoJson', 'cemeteryLocationId'].filter((f) => !(FORM_FIELDS[mode] as readonly string[]).includes(f)),
      });
      return errors ?? { [FORM_ERROR]: undefined };
    }
  };

  const onRemove = async () => {
    try {
      const { data: removed } = await remove({ variables: { opi, version } });
      if (removed) notifySuccess(removed.removeCemeteryLocation.message);
    } catch {
      // Notified (a removal made from an older version: who saved it and when); the page shows what is saved now.
    }
    await refetch();
  };

  const properties = (data?.cemeteryProperties ?? []).map((p) => ({
    value: String(p.id),
    label: p.geoJson ? p.propertyName : t(CEMETERY_LOCATION_TEXTS, 'propertyNoOutline', { name: p.propertyName }),
  }));

  return { error, decedent, current, name, mode, setMode, onSubmit, onRemove, removing, properties };
}
