// The Mantine component styles the referral and loyalty pages use beyond the shell's
// (src/styles.css), loaded with them; the shell's own are not imported again (they would undo the
// buttons' styles, as my-account's styles.ts explains).
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
