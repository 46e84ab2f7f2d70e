// Styles of the Mantine components used only by the account screens, loaded with them.
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Loader.css";
