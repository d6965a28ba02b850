// The module LazyMenu loads: Mantine's Menu and its parts, in a chunk of their own.
export { Menu } from '@mantine/core';
