// Styles of the Mantine components used only by the contact page, loaded with it.
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
