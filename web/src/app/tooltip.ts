// The module LazyTooltip loads: Mantine's Tooltip alone, in a chunk of its own.
export { Tooltip } from '@mantine/core';
