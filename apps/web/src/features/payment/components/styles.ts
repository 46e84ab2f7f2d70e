// The Mantine component styles these screens use (the app loads component CSS per page).
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
