import {
  addressBookEndpoint,
  clientSearchEndpoint,
  myContactAddEndpoint,
  myContactDeleteEndpoint,
  myContactEditEndpoint,
  myContactListEndpoint,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireOwnPath, requireUser } from "../permissions/guards.ts";

/** The address book (spec §2 my-contacts and the address book modal, §7; issue 13): logged in only. */
export function registerContactRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, myContactListEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    requireOwnPath(auth, { id: request.params.id });
    return ctx.contacts.listContacts(auth.user, request.body, request.lang);
  });

  registerEndpoint(app, myContactAddEndpoint, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const outcome = await ctx.contacts.addContact(user, request.body, request.lang);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return { success: true as const, data: outcome.contact };
  });

  registerEndpoint(app, myContactEditEndpoint, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const outcome = await ctx.contacts.editContact(user, request.params.id, request.body, request.lang);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return { success: true as const, data: outcome.contact };
  });

  registerEndpoint(app, myContactDeleteEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    const ids = [request.params.id, ...(request.body.ids ?? [])];
    return { success: true as const, deleted: await ctx.contacts.deleteContacts(user, ids) };
  });

  registerEndpoint(app, addressBookEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.contacts.addressBook(user, request.body, request.lang);
  });

  registerEndpoint(app, clientSearchEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.contacts.clientSearch(user, request.body, request.lang);
  });
}
