import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

describe('the listings trigger records price and status changes', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the previous price and writes one history row per change', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO listings (listing_key, mls_number, price, status) VALUES ('k1', 'm1', 500000, 'ACTIVE') RETURNING id`,
    );
    const id = row!.id;
    await t.db.execute(sql`UPDATE listings SET city = 'Payson' WHERE id = ${id}`);
    await t.db.execute(sql`UPDATE listings SET price = 480000 WHERE id = ${id}`);
    await t.db.execute(sql`UPDATE listings SET status = 'PENDING' WHERE id = ${id}`);
    const [listing] = await queryRows<{ previous_price: string; price_changed_at: Date | null }>(
      t.db,
      sql`SELECT previous_price, price_changed_at FROM listings WHERE id = ${id}`,
    );
    expect(Number(listing!.previous_price)).toBe(500000);
    expect(listing!.price_changed_at).not.toBeNull();
    const history = await queryRows<{
      kind: string;
      old_price: string;
      new_price: string;
      old_status: string;
      new_status: string;
    }>(
      t.db,
      sql`SELECT kind, old_price, new_price, old_status, new_status FROM listing_history WHERE listing_id = ${id} ORDER BY id`,
    );
    expect(
      history.map((h) => [
        h.kind,
        Number(h.old_price),
        Number(h.new_price),
        h.old_status,
        h.new_status,
      ]),
    ).toEqual([
      ['price', 500000, 480000, 'ACTIVE', 'ACTIVE'],
      ['status', 480000, 480000, 'ACTIVE', 'PENDING'],
    ]);
  });
});
