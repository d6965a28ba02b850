import { Alert, Button, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Field, Form } from 'react-final-form';
import { CEMETERY_LOCATION_TEXTS as T } from '@memorial/schema';
import { fieldError } from '../../app/forms';
import { useT } from '../../app/i18n';
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
  const t = useT();
  return (
    <Paper withBorder p="md" className="guide-card" component="section" aria-labelledby="set-location">
      <Stack gap="md">
        <Text fw={600} id="set-location">
          {t(T, 'setLocation')}
        </Text>
        <SegmentedControl
          aria-label={t(T, 'how')}
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'existing', label: t(T, 'chooseProperty') },
            { value: 'new', label: t(T, 'newProperty') },
          ]}
        />
        <Form<Values> onSubmit={onSubmit} key={mode}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t(T, 'form')}>
              <Stack gap="md">
                {mode === 'existing' ? <PropertyField properties={properties} /> : <NewPropertyFields />}
                {submitError && (
                  <Alert color="red" variant="light" role="alert">
                    {submitError}
                  </Alert>
                )}
                <div>
                  <Button type="submit" loading={submitting}>
                    {t(T, 'save')}
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
  const t = useT();
  return (
    <Field<string | null> name="cemeteryLocationId">
      {({ input, meta }) => (
        <Select
          label={t(T, 'property')}
          placeholder={t(T, 'chooseProperty')}
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
  const t = useT();
  return (
    <>
      <Field<string> name="propertyName">
        {({ input, meta }) => <TextInput {...input} label={t(T, 'propertyName')} required maxLength={200} error={fieldError(meta)} />}
      </Field>
      <Field<string> name="geoJson">
        {({ input, meta }) => (
          <Textarea
            {...input}
            className="geojson-input"
            label={t(T, 'outline')}
            autosize
            minRows={6}
            maxRows={16}
            description={t(T, 'outlineHelp')}
            error={fieldError(meta)}
            spellCheck={false}
          />
        )}
      </Field>
    </>
  );
}
