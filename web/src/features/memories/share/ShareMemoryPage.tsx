import { useState } from 'react';
import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MESSAGES, SHARE_MEMORY_TEXTS } from '@memorial/schema';
import { graphql } from '../../../gql';
import { displayName } from '../../../app/decedentName';
import { errorCode } from '../../../app/errors';
import { ArrowLeftIcon } from '../../../app/icons';
import { PageShell } from '../../../app/layout/PageShell';
import { PageState } from '../../../app/layout/PageState';
import { useSession } from '../../../app/session';
import { useT } from '../../../app/i18n';
import { PolicyPrompt } from './PolicyPrompt';
import { ShareMemoryForm } from './ShareMemoryForm';
import '../../../app/memories/memories.css';

const ShareMemoryPageQuery = graphql(`
  query ShareMemoryPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DisplayName_decedent
    }
    referenceData {
      countries {
        code
        name
      }
    }
  }
`);

const ShareAcceptPolicyMutation = graphql(`
  mutation ShareAcceptPolicy($opi: String!) {
    acceptPolicy(opi: $opi) {
      haveAcceptPolicy
    }
  }
`);

/** The page's own states. */
const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;

/** A visitor's acceptance of the policy lives in the browser session only. */
export const policyFlagKey = (opi: string): string => `acceptedPolicy:${opi}`;

function visitorAccepted(opi: string): boolean {
  try {
    return sessionStorage.getItem(policyFlagKey(opi)) === 'true';
  } catch {
    return false;
  }
}

/** No decedent: loading, else the page's own state (private or missing). */
function ShareMemoryFallback({ loading, error }: { loading: boolean; error: unknown }) {
  const t = useT();
  if (loading) {
    return (
      <PageShell>
        <Container size="md" py="xl" aria-busy="true" aria-label={t(SHARE_MEMORY_TEXTS, 'loading')}>
          <Stack gap="md">
            <Skeleton height={36} width="70%" />
            <Skeleton height={420} radius="lg" />
          </Stack>
        </Container>
      </PageShell>
    );
  }
  const isPrivate = errorCode(error) === 'PRIVATE';
  return (
    <PageShell>
      <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? t(MESSAGES, 'privatePage') : t(MESSAGES, 'missingPage')} />
    </PageShell>
  );
}

/** /{...}/{opi}/share: Share Your Memories About {decedent name}. */
export function ShareMemoryPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const { role } = useSession();
  const { data, loading, error } = useQuery(ShareMemoryPageQuery, { variables: { opi }, context: { pageStates: PAGE_STATES } });
  const [acceptPolicy] = useMutation(ShareAcceptPolicyMutation);
  const [visitorOk, setVisitorOk] = useState(() => visitorAccepted(opi));
  const memorialPath = pathname.replace(/\/share\/?$/, '') || '/';
  const decedent = data?.decedent;

  if (!decedent) return <ShareMemoryFallback loading={loading} error={error} />;

  const name = displayName(decedent);
  // The arranger role accepts for the decedent (kept by the gateway); staff need not; visitors keep a flag in this browser session.
  const needsPolicy = role === 'arranger' ? !decedent.haveAcceptPolicy : role ? false : !visitorOk;

  const decline = () => {
    if (locationKey !== 'default') navigate(-1);
    else navigate(memorialPath);
  };
  const accept = async (): Promise<boolean> => {
    if (!role) {
      try {
        sessionStorage.setItem(policyFlagKey(opi), 'true');
      } catch {
        // the flag then lasts as long as this page
      }
      setVisitorOk(true);
      return true;
    }
    try {
      await acceptPolicy({
        variables: { opi },
        update(cache, result) {
          const accepted = result.data?.acceptPolicy.haveAcceptPolicy ?? true;
          cache.modify({ id: cache.identify({ __typename: 'Decedent', id: decedent.id }), fields: { haveAcceptPolicy: () => accepted } });
        },
      });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageShell homeName={decedent.funeralHome.name}>
      <Container size="md" py={{ base: 20, sm: 40 }}>
        <Stack gap="lg">
          <Anchor component={Link} to={memorialPath} c="sage.8" size="sm" className="back-link">
            <ArrowLeftIcon size={16} /> {t(SHARE_MEMORY_TEXTS, 'backToMemorial')}
          </Anchor>
          <div>
            <Title order={1} className="share-title">
              {t(SHARE_MEMORY_TEXTS, 'pageTitle', { name })}
            </Title>
            <Text c="stone.7" mt={6} maw={620}>
              {t(SHARE_MEMORY_TEXTS, 'pageLead')}
            </Text>
          </div>
          <ShareMemoryForm
            opi={opi}
            countries={data.referenceData.countries}
            acceptedPolicy={!role && visitorOk}
            familyWebsite={pathname.startsWith('/app/')}
            onDone={() => navigate(memorialPath)}
            onNeedPolicy={() => setVisitorOk(false)}
          />
        </Stack>
      </Container>
      <PolicyPrompt opened={needsPolicy} homeName={decedent.funeralHome.name} onAccept={accept} onDecline={decline} />
    </PageShell>
  );
}
