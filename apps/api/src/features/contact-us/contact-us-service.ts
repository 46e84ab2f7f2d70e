import type { TContactUsDeps } from "./contact-us-deps.ts";
import {
  createListContactMessages,
  createReadContactMessage,
  createSetMessageRead,
} from "./use-cases/list-contact-messages.ts";
import { createSendContactMessage } from "./use-cases/send-contact-message.ts";

/** The contact page's use cases (issue 18): sending a message, and the operators' inbox. */
export function createContactUsService(input: Omit<TContactUsDeps, "now"> & { now?: () => Date }) {
  const deps: TContactUsDeps = { ...input, now: input.now ?? (() => new Date()) };
  return {
    sendMessage: createSendContactMessage(deps),
    listMessages: createListContactMessages(deps),
    readMessage: createReadContactMessage(deps),
    setMessageRead: createSetMessageRead(deps),
  };
}
export type TContactUsService = ReturnType<typeof createContactUsService>;
