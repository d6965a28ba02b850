import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { graphql } from '../../gql';
import { submitErrors } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { decedentName } from '../../app/decedentName';
import { DECEDENT_PAGE_STATES } from '../../app/arrangement/ArrangementFrame';

const CemeteryLocationPageQuery = graphql(`
  query CemeteryLocationPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      ...DecedentName_decedent
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
  mutation SetCemeteryLocationPage($opi: String!, $location: CemeteryLocationInput!) {
    setCemeteryLocation(opi: $opi, location: $location) {
      message
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
  mutation RemoveCemeteryLocationPage($opi: String!) {
    removeCemeteryLocation(opi: $opi) {
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

  const onSubmit = async (values: Values) => {
    const location =
      mode === 'existing'
        ? { cemeteryLocationId: values.cemeteryLocationId ? Number(values.cemeteryLocationId) : null }
        : { propertyName: values.propertyName ?? '', geoJson: values.geoJson?.trim() ? values.geoJson : null };
    if (mode === 'existing' && !location.cemeteryLocationId) return { cemeteryLocationId: 'Choose a cemetery property' };
    try {
      const { data: saved } = await save({ variables: { opi, location }, context: { pageStates: ['BAD_USER_INPUT'] } });
      if (saved) notifySuccess(saved.setCemeteryLocation.message);
      await refetch();
      return undefined;
    } catch (err) {
      const errors = submitErrors(err, {
        unshown: ['propertyName', 'geoJson', 'cemeteryLocationId'].filter((f) => !(FORM_FIELDS[mode] as readonly string[]).includes(f)),
      });
      return errors ?? { [FORM_ERROR]: undefined };
    }
  };

  const onRemove = async () => {
    const { data: removed } = await remove({ variables: { opi } });
    if (removed) notifySuccess(removed.removeCemeteryLocation.message);
    await refetch();
  };

  const properties = (data?.cemeteryProperties ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.propertyName}${p.geoJson ? '' : ' (no outline)'}`,
  }));

  return { error, decedent, current, name, mode, setMode, onSubmit, onRemove, removing, properties };
}
