// The module LazyModal loads: Mantine's Modal alone, in a chunk of its own.
export { Modal } from '@mantine/core';
