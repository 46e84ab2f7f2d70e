// The Mantine component styles My account uses beyond the shell's (src/styles.css), loaded with
// the page. The shell's own (UnstyledButton, Anchor ...) are not imported again: a second copy
// after Button.css would undo the buttons' styles.
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tabs.css";
