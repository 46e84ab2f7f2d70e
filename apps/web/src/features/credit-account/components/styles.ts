// The Mantine component styles the credit account uses beyond the shell's (src/styles.css), loaded
// with the page (see my-account's styles.ts: the shell's own are not imported again).
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/ThemeIcon.css";
