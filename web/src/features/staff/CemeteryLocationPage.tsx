import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { fieldError, submitErrors } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { decedentName } from '../../app/decedentName';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import './staff.css';

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

type Mode = 'existing' | 'new';
interface Values {
  cemeteryLocationId?: string | null;
  propertyName?: string;
  geoJson?: string;
}

/** The field errors the form shows on its own fields; the rest becomes the form's error. */
const FORM_FIELDS = { existing: ['cemeteryLocationId'], new: ['propertyName', 'geoJson'] } as const;

/**
 * /admin/{opi}/location (admin): the decedent's cemetery property and its outline. The outline is what turns the
 * public page's Ground-Level Cemetery 360 View on; a property without one, or no location, turns it off.
 */
export function CemeteryLocationPage() {
  const { opi = '' } = useParams();
  const { data, error, refetch } = useQuery(CemeteryLocationPageQuery, {
    variables: { opi },
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const [save] = useMutation(SetCemeteryLocationMutation);
  const [remove, { loading: removing }] = useMutation(RemoveCemeteryLocationMutation);
  const [mode, setMode] = useState<Mode>('existing');

  if (error) return <DecedentError area="admin" error={error} />;
  const decedent = data?.decedent;
  const current = decedent?.cemeteryLocation ?? null;
  const name = decedent ? decedentName(decedent) || decedent.opi : '';
  const title = 'Cemetery Location';

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

  return (
    <ArrangementFrame
      title={title}
      crumbs={[{ label: 'Dashboard', to: '/admin/decedents' }, { label: name || opi }, { label: title, current: true }]}
      lead="Where the grave is. A property with an outline shows the Ground-Level Cemetery 360 View on the public page."
      size="md"
    >
      <Paper withBorder p="md" className="guide-card" component="section" aria-labelledby="current-location">
        <Stack gap={6}>
          <Text fw={600} id="current-location">
            Current location{name ? ` of ${name}` : ''}
          </Text>
          {!decedent ? (
            <Text c="stone.7">Loading…</Text>
          ) : current ? (
            <>
              <Text>{current.propertyName}</Text>
              <Group gap="xs">
                <Badge variant="light" color={current.geoJson ? 'sage' : 'stone'} radius="sm">
                  {current.geoJson ? `360 view on (${current.geoJson.type})` : '360 view off: no outline'}
                </Badge>
              </Group>
              <div>
                <Button variant="subtle" color="red" onClick={() => void onRemove()} loading={removing} px={0}>
                  Remove location
                </Button>
              </div>
            </>
          ) : (
            <Text c="stone.7">No cemetery location is set: the public page shows no Burial Location and no 360 view.</Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" className="guide-card" component="section" aria-labelledby="set-location">
        <Stack gap="md">
          <Text fw={600} id="set-location">
            Set the location
          </Text>
          <SegmentedControl
            aria-label="How to set the location"
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            data={[
              { value: 'existing', label: 'Choose a property' },
              { value: 'new', label: 'New property and outline' },
            ]}
          />
          <Form<Values> onSubmit={onSubmit} key={mode}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Cemetery location">
                <Stack gap="md">
                  {mode === 'existing' ? (
                    <Field<string | null> name="cemeteryLocationId">
                      {({ input, meta }) => (
                        <Select
                          label="Cemetery property"
                          placeholder="Choose a property"
                          data={properties}
                          searchable
                          value={input.value || null}
                          onChange={(v) => input.onChange(v)}
                          onBlur={input.onBlur}
                          error={fieldError(meta)}
                          required
                        />
                      )}
                    </Field>
                  ) : (
                    <>
                      <Field<string> name="propertyName">
                        {({ input, meta }) => (
                          <TextInput {...input} label="Property name" required maxLength={200} error={fieldError(meta)} />
                        )}
                      </Field>
                      <Field<string> name="geoJson">
                        {({ input, meta }) => (
                          <Textarea
                            {...input}
                            className="geojson-input"
                            label="Cemetery outline (GeoJSON)"
                            autosize
                            minRows={6}
                            maxRows={16}
                            description='A Polygon or MultiPolygon, e.g. {"type": "Polygon", "coordinates": [[[-122.45, 37.67], …]]}. Leave it empty for no 360 view.'
                            error={fieldError(meta)}
                            spellCheck={false}
                          />
                        )}
                      </Field>
                    </>
                  )}
                  {submitError && (
                    <Alert color="red" variant="light" role="alert">
                      {submitError}
                    </Alert>
                  )}
                  <div>
                    <Button type="submit" loading={submitting}>
                      Save Location
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </Form>
        </Stack>
      </Paper>
    </ArrangementFrame>
  );
}
