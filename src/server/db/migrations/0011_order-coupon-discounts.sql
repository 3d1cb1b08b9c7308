ALTER TABLE "orders" ADD COLUMN "coupon_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Orders paid before this column: what each coupon gave, from its redemption (a free-pages coupon gave the
-- order's free pages).
UPDATE "orders" o SET "coupon_discounts" = r.discounts
FROM (
  SELECT cr.order_id, jsonb_agg(jsonb_build_object(
    'code', c.code,
    'discountCents', cr.discount_cents,
    'freePages', CASE WHEN c.kind = 'free_pages' THEN ord.free_pages ELSE 0 END
  ) ORDER BY cr.id) AS discounts
  FROM "coupon_redemptions" cr
  JOIN "coupons" c ON c.id = cr.coupon_id
  JOIN "orders" ord ON ord.id = cr.order_id
  GROUP BY cr.order_id
) r
WHERE r.order_id = o.id;
