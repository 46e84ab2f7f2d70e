import { blogEndpoint, blogPageEndpoint, cmsGetEndpoint, faqEndpoint } from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** CMS pages, blog and FAQ (spec §7 /cms/get, /blog, /blog/page; /faq): open to everyone, per brand. */
export function registerContentRoutes(app: TTypedApp, ctx: TContext) {
  const brandOf = (request: FastifyRequest) => {
    const brand = ctx.brands.forHost(request.hostname);
    return { id: brand.id, name: brand.name };
  };

  registerEndpoint(app, cmsGetEndpoint, async (request) => {
    const page = await ctx.content.readCmsPage({ brand: brandOf(request), ...request.body });
    return { success: true as const, ...page };
  });

  registerEndpoint(app, blogEndpoint, async (request) => {
    const list = await ctx.content.listBlogPosts({ brand: brandOf(request), ...request.body });
    return { success: true as const, ...list };
  });

  registerEndpoint(app, faqEndpoint, async (request) => ({
    success: true as const,
    rows: await ctx.content.listFaq({ brand: brandOf(request), ...request.body }),
  }));
  registerEndpoint(app, blogPageEndpoint, async (request) => {
    const post = await ctx.content.readBlogPost({ brand: brandOf(request), ...request.body });
    return { success: true as const, ...post };
  });
}
