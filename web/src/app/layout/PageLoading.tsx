import { Center, Loader } from '@mantine/core';

/** Shown for the moment a screen's code is on its way. */
export function PageLoading() {
  return (
    <Center mih="60vh" aria-busy="true" aria-label="Loading">
      <Loader color="sage" type="dots" />
    </Center>
  );
}
