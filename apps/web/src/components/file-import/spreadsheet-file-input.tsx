import { Button, FileInput, Stack } from "@mantine/core";
import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import { IconUpload } from "@tabler/icons-react";

/** Spec §5 Files: xls, xlsx, csv or txt (the server judges the bytes; the browser only offers these). */
export const SPREADSHEET_ACCEPT =
  ".xls,.xlsx,.csv,.txt,text/csv,text/plain,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Spec §5: at most 1 MB, checked here for instant feedback and again by the server. */
export const isFileTooLarge = (file: File | null) =>
  file !== null && file.size > CONTACT_IMPORT_LIMITS.fileBytes;

/**
 * A spreadsheet to send (the contacts import, the mass mailing's sending by file): the file field
 * with its error, and the button that sends it.
 */
export function SpreadsheetFileInput(props: {
  label: string;
  placeholder: string;
  readLabel: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  busy: boolean;
  onRead: () => void;
  testId: string;
}) {
  return (
    <Stack gap="sm" maw={480}>
      <FileInput
        label={props.label}
        placeholder={props.placeholder}
        accept={SPREADSHEET_ACCEPT}
        clearable
        value={props.value}
        onChange={props.onChange}
        error={props.error}
        data-testid={props.testId}
      />
      <div>
        <Button onClick={props.onRead} loading={props.busy} leftSection={<IconUpload size={16} />}>
          {props.readLabel}
        </Button>
      </div>
    </Stack>
  );
}
