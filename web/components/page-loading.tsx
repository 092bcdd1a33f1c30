import { Center, Loader } from '@mantine/core';

/** The loader a page shows while its data is on the way. */
export function PageLoading() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
