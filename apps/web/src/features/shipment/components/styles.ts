// The Mantine component styles these screens use (the app loads component CSS per page).
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Timeline.css";
