import {
  contactUsDiscountEndpoint,
  contactUsEndpoint,
  contactUsQuoteEndpoint,
  type TContactDiscountBody,
  type TContactQuoteBody,
  type TContactUsBody,
} from "@ship/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** Spec §7 POST /contact-us, /contact-us/discount, /contact-us/quote. */
export const useSendContactUs = () =>
  useMutation({ mutationFn: (body: TContactUsBody) => callEndpoint(contactUsEndpoint, { body }) });

export const useSendDiscountRequest = () =>
  useMutation({
    mutationFn: (body: TContactDiscountBody) => callEndpoint(contactUsDiscountEndpoint, { body }),
  });

export const useSendQuoteRequest = () =>
  useMutation({ mutationFn: (body: TContactQuoteBody) => callEndpoint(contactUsQuoteEndpoint, { body }) });
