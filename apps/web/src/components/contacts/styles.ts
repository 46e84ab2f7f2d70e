// The Mantine component styles the contact form and the address book modal use beyond the shell's
// (src/styles.css), loaded with them wherever they are shown; the shell's own are not imported
// again (they would undo the buttons' styles, as my-account's styles.ts explains).
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
