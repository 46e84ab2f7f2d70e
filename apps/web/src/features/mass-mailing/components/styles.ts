// The Mantine component styles the mass mailing pages use beyond the shell's (src/styles.css),
// loaded with the pages. The shell's own are not imported again: a second copy after Button.css
// would undo the buttons' styles.
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
