import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { FormApi } from 'final-form';
import { Field, Form, FormSpy, useForm } from 'react-final-form';
import { ACCOUNT_MESSAGES, check, MESSAGES, PROFILE_TEXTS, transferAccountRule, transferEmailField } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { describeError } from '../../app/errors';
import { SelectField, WRAPPER_ORDER } from '../../app/fields';
import { fieldError, submitErrors, validateWith } from '../../app/forms';
import { formatCardDate, personName } from '../../app/format';
import { notifySuccess } from '../../app/notify';
import { useOnceAction } from '../../app/once';

const TransferLovedOnesQuery = graphql(`
  query TransferLovedOnes {
    myCases {
      activeCases {
        id
        decedent {
          id
          opi
          prefix
          firstName
          middleName
          lastName
        }
      }
      closedCases {
        id
        decedent {
          id
          opi
          prefix
          firstName
          middleName
          lastName
        }
      }
    }
    myTransfers {
      id
      direction
      opi
      decedentName
      otherName
      createdAt
    }
  }
`);

const VerifyUserEmailQuery = graphql(`
  query VerifyUserEmail($email: String!) {
    verifyUserEmail(email: $email) {
      firstName
      lastName
      isNewUser
    }
  }
`);

const TransferAccountMutation = graphql(`
  mutation TransferAccount($input: TransferAccountInput!) {
    transferAccount(input: $input) {
      message
    }
  }
`);

interface Values {
  decedentId?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  agreeLoseAccess?: boolean;
  agreeReceiver?: boolean;
}

/** Who the typed e-mail belongs to: not known yet, being looked up, an existing person (names locked) or a new one. */
type Receiver = 'unknown' | 'checking' | 'existing' | 'new';

const validate = validateWith(transferAccountRule);
/** How long typing pauses before the e-mail is looked up. */
const LOOKUP_DELAY_MS = 400;

/**
 * Transfer Loved Ones (arrangements-portal 4.8, 5.9; family only): choose a loved one, give the e-mail of the
 * person taking over (checked as it is typed; an existing person's names are filled in and locked), tick both
 * agreements, transfer. The list reloads afterwards (the loved one has left it).
 */
export function TransferLovedOnes() {
  const { data, loading, refetch } = useQuery(TransferLovedOnesQuery, { fetchPolicy: 'cache-and-network' });
  const [transfer] = useMutation(TransferAccountMutation);
  const t = useT();
  // The transfer's Idempotency-Key, kept for a retry of the same transfer (app/once.ts).
  const once = useOnceAction();
  const [receiver, setReceiver] = useState<Receiver>('unknown');
  const cases = [...(data?.myCases.activeCases ?? []), ...(data?.myCases.closedCases ?? [])];
  const options = cases.map((c) => ({ value: c.decedent.opi, label: personName(c.decedent) }));

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    try {
      const variables = {
        input: {
          decedentId: values.decedentId ?? '',
          email: (values.email ?? '').trim(),
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
        },
      };
      const sent = await once.run(variables, (key) =>
        transfer({ variables, context: { ...key, pageStates: ['BAD_USER_INPUT', 'RATE_LIMITED'] } }),
      );
      if (!sent) return undefined;
      const done = sent.data;
      notifySuccess(done?.transferAccount.message ?? t(ACCOUNT_MESSAGES, 'transferred'));
      setTimeout(() => {
        form.restart({});
        setReceiver('unknown');
      });
      await refetch();
      return undefined;
    } catch (error) {
      return submitErrors(error, { fallback: describeError(error).message ?? t(MESSAGES, 'genericError') });
    }
  };

  return (
    <Stack gap="lg">
      <Form<Values> onSubmit={onSubmit} validate={validate} subscription={{ submitting: true, submitError: true }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t(PROFILE_TEXTS, 'transferLovedOnes')}>
            <Stack gap="md">
              <Text size="sm" c="stone.8">
                {t(PROFILE_TEXTS, 'transferLead')}
              </Text>
              {submitError && (
                <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
                  {String(submitError)}
                </Alert>
              )}
              <SelectField
                name="decedentId"
                label={t(PROFILE_TEXTS, 'lovedOnes')}
                data={options}
                placeholder={t(PROFILE_TEXTS, loading && !data ? 'loading' : 'chooseLovedOne')}
                required
              />
              <EmailField receiver={receiver} onReceiver={setReceiver} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NameField name="firstName" label={t(PROFILE_TEXTS, 'firstName')} locked={receiver === 'existing'} />
                <NameField name="lastName" label={t(PROFILE_TEXTS, 'lastName')} locked={receiver === 'existing'} />
              </SimpleGrid>
              <ReceiverNote receiver={receiver} />
              <AgreementBox name="agreeLoseAccess" label={t(ACCOUNT_MESSAGES, 'agreeLoseAccess')} />
              <AgreementBox name="agreeReceiver" label={t(ACCOUNT_MESSAGES, 'agreeReceiverTakesOver')} />
              <TransferButton submitting={submitting} checking={receiver === 'checking'} />
            </Stack>
          </form>
        )}
      </Form>
      <TransferHistory transfers={data?.myTransfers ?? []} />
    </Stack>
  );
}

/** What happens to the person taking over: an existing account keeps its name, a new one is made. */
function ReceiverNote({ receiver }: { receiver: Receiver }) {
  const t = useT();
  return (
    <>
      {receiver === 'existing' && (
        <Text size="sm" c="stone.7" role="status">
          {t(PROFILE_TEXTS, 'existingReceiver')}
        </Text>
      )}
      {receiver === 'new' && (
        <Text size="sm" c="stone.7" role="status">
          {t(PROFILE_TEXTS, 'newReceiver')}
        </Text>
      )}
    </>
  );
}

/** TRANSFER: on once both agreements are ticked and the e-mail is not being looked up. */
function TransferButton({ submitting, checking }: { submitting?: boolean; checking: boolean }) {
  return (
    <Group justify="flex-end">
      <FormSpy<Values> subscription={{ values: true }}>
        {({ values }) => (
          <Button
            type="submit"
            color="red.8"
            loading={submitting}
            disabled={!values.agreeLoseAccess || !values.agreeReceiver || checking}
            miw={140}
          >
            TRANSFER
          </Button>
        )}
      </FormSpy>
    </Group>
  );
}

/**
 * The e-mail, trimmed and checked as it is typed ('Invalid Email' at once for malformed text). A well-formed one is
 * looked up after a pause: an existing person's names are filled in (and locked); a new person's stay editable.
 * Emptying the e-mail, or changing it to a new person's, clears names that were filled in.
 */
function EmailField({ receiver, onReceiver }: { receiver: Receiver; onReceiver: (r: Receiver) => void }) {
  const form = useForm<Values>();
  const client = useApolloClient();
  const prefilled = useRef(false);
  const t = useT();
  const asked = useRef(0);

  const clearPrefilled = () => {
    if (!prefilled.current) return;
    prefilled.current = false;
    form.batch(() => {
      form.change('firstName', '');
      form.change('lastName', '');
    });
  };

  return (
    <Field<string> name="email" parse={(v) => v}>
      {({ input, meta }) => {
        const typed = (input.value ?? '').trim();
        const malformed = typed !== '' && check(transferEmailField, typed) !== null;
        // Live: a malformed address is said at once; a missing one after the field was left.
        const error = malformed ? t(ACCOUNT_MESSAGES, 'emailInvalid') : fieldError(meta);
        return (
          <>
            <TextInput
              name={input.name}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              type="email"
              inputMode="email"
              autoComplete="off"
              label={t(PROFILE_TEXTS, 'emailId')}
              required
              maxLength={254}
              inputWrapperOrder={WRAPPER_ORDER}
              error={error}
              rightSection={receiver === 'checking' ? <Loader size="xs" aria-label={t(PROFILE_TEXTS, 'checkingEmail')} /> : null}
            />
            <Lookup
              email={typed}
              valid={typed !== '' && !malformed}
              onEmpty={() => {
                clearPrefilled();
                onReceiver('unknown');
              }}
              onLookup={async (email) => {
                const ask = ++asked.current;
                onReceiver('checking');
                try {
                  const { data } = await client.query({ query: VerifyUserEmailQuery, variables: { email }, fetchPolicy: 'network-only' });
                  if (ask !== asked.current || !data) return;
                  const found = data.verifyUserEmail;
                  if (found.isNewUser) {
                    clearPrefilled();
                    onReceiver('new');
                  } else {
                    prefilled.current = true;
                    form.batch(() => {
                      form.change('firstName', found.firstName ?? '');
                      form.change('lastName', found.lastName ?? '');
                    });
                    onReceiver('existing');
                  }
                } catch {
                  // The error was shown (a notification); the names stay as they are.
                  if (ask === asked.current) onReceiver('unknown');
                }
              }}
            />
          </>
        );
      }}
    </Field>
  );
}

/** Runs the look-up when the typed address settles, at most once per address. */
function Lookup({
  email,
  valid,
  onEmpty,
  onLookup,
}: {
  email: string;
  valid: boolean;
  onEmpty: () => void;
  onLookup: (email: string) => void;
}) {
  const last = useRef<string | null>(null);
  const handlers = useRef({ onEmpty, onLookup });
  handlers.current = { onEmpty, onLookup };
  useEffect(() => {
    if (email === '') {
      if (last.current !== '') handlers.current.onEmpty();
      last.current = '';
      return;
    }
    // Another address than the one looked up: what was found for that one no longer holds.
    if (last.current && email.toLowerCase() !== last.current) {
      handlers.current.onEmpty();
      last.current = null;
    }
    if (!valid || email.toLowerCase() === last.current) return;
    const timer = setTimeout(() => {
      last.current = email.toLowerCase();
      handlers.current.onLookup(email);
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, valid]);
  return null;
}

function NameField({ name, label, locked }: { name: 'firstName' | 'lastName'; label: string; locked: boolean }) {
  return (
    <Field<string> name={name} parse={(v) => v}>
      {({ input, meta }) => (
        <TextInput
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          required
          maxLength={50}
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
          autoComplete="off"
          inputWrapperOrder={WRAPPER_ORDER}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

function AgreementBox({ name, label }: { name: 'agreeLoseAccess' | 'agreeReceiver'; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => <Checkbox name={input.name} checked={!!input.checked} onChange={input.onChange} label={label} />}
    </Field>
  );
}

function TransferHistory({
  transfers,
}: {
  transfers: { id: number; direction: string; decedentName: string; otherName: string; createdAt: unknown }[];
}) {
  const t = useT();
  const locale = useLocale();
  if (transfers.length === 0) return null;
  return (
    <section aria-labelledby="transfer-history">
      <Title order={3} size="h5" id="transfer-history" mb="xs">
        {t(PROFILE_TEXTS, 'pastTransfers')}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {transfers.map((item) => (
          <Text component="li" size="sm" key={item.id} c="stone.8">
            <strong>{item.decedentName}</strong>{' '}
            {t(PROFILE_TEXTS, item.direction === 'given' ? 'transferredTo' : 'receivedFrom', {
              name: item.otherName,
              date: formatCardDate(String(item.createdAt).slice(0, 10), locale),
            })}
          </Text>
        ))}
      </Stack>
    </section>
  );
}
