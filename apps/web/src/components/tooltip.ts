// Loaded on demand (see deferred-tooltip.tsx): Tooltip brings floating-ui with it.
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";

export { Tooltip } from "@mantine/core";
