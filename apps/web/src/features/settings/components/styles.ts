// Styles of the Mantine components the settings sections use, loaded with the page: opened
// directly (a reload on #/{lang}/settings) no other screen has brought them (issue 16 item 9).
import "../../../components/account-styles.ts";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
