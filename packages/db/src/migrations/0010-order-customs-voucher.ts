import { type Kysely, sql } from "kysely";

/**
 * The order form's customs, duty payment, personal effects and voucher fields (spec §3 Shipping
 * info, §5), and the operator-defined voucher codes a customer may type on the order form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vouchers")
    // Stored upper-case: codes compare without case.
    .addColumn("code", "text", (col) =>
      col.primaryKey().check(sql`code = upper(code) and length(code) <= 50`),
    )
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('percentage', 'fixed')`))
    // Whole percent (1 to 100) for 'percentage'; euro cents for 'fixed'.
    .addColumn("value", "integer", (col) =>
      col.notNull().check(sql`value > 0 and (kind <> 'percentage' or value <= 100)`),
    )
    .addColumn("valid_from", "timestamptz")
    .addColumn("valid_until", "timestamptz")
    // null: no limit. used_count counts paid orders that used the code.
    .addColumn("usage_limit", "integer", (col) => col.check(sql`usage_limit >= 0`))
    .addColumn("used_count", "integer", (col) => col.notNull().defaultTo(0).check(sql`used_count >= 0`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable("order_shipping_info")
    // Goods rows (contract ZShippingInfo duties), integer cents.
    .addColumn("duties", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("duties_total_eur_cents", "bigint", (col) =>
      col.notNull().defaultTo(0).check(sql`duties_total_eur_cents >= 0`),
    )
    .addColumn("eei_required", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("duty_payment_third_party", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("duty_account_number", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("duty_account_postcode", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("duty_account_country", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("remarks", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("passport_number", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("voucher_code", "text", (col) => col.references("vouchers.code"))
    // In the offer's currency; the payment charges offer + insurance - discount.
    .addColumn("voucher_discount_cents", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`voucher_discount_cents >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_shipping_info")
    .dropColumn("voucher_discount_cents")
    .dropColumn("voucher_code")
    .dropColumn("passport_number")
    .dropColumn("remarks")
    .dropColumn("duty_account_country")
    .dropColumn("duty_account_postcode")
    .dropColumn("duty_account_number")
    .dropColumn("duty_payment_third_party")
    .dropColumn("eei_required")
    .dropColumn("duties_total_eur_cents")
    .dropColumn("duties")
    .execute();
  await db.schema.dropTable("vouchers").execute();
}
