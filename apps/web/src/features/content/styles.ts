// Styles of the Mantine components used only by the content pages, loaded with them.
import "@mantine/core/styles/Accordion.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Pagination.css";
