// The Mantine component styles the quote form uses beyond the shell's (src/styles.css), loaded
// with whichever page shows the form (home, my account, new shipment). The shell's own are not
// imported again: a second copy after Button.css would undo the buttons' styles.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/SimpleGrid.css";
