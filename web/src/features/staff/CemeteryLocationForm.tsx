import { Alert, Button, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Field, Form } from 'react-final-form';
import { fieldError } from '../../app/forms';
import type { Mode, Values, useCemeteryLocation } from './useCemeteryLocation';

interface CemeteryLocationFormProps {
  mode: Mode;
  setMode: (mode: Mode) => void;
  onSubmit: ReturnType<typeof useCemeteryLocation>['onSubmit'];
  /** The cemetery properties to choose from. */
  properties: { value: string; label: string }[];
}

/** Setting the location: a property already known, or a new property and its outline. */
export function CemeteryLocationForm({ mode, setMode, onSubmit, properties }: CemeteryLocationFormProps) {
  return (
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
                {mode === 'existing' ? <PropertyField properties={properties} /> : <NewPropertyFields />}
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
  );
}

/** A cemetery property already known. */
function PropertyField({ properties }: Pick<CemeteryLocationFormProps, 'properties'>) {
  return (
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
  );
}

/** A new property: its name and its outline. */
function NewPropertyFields() {
  return (
    <>
      <Field<string> name="propertyName">
        {({ input, meta }) => <TextInput {...input} label="Property name" required maxLength={200} error={fieldError(meta)} />}
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
  );
}
