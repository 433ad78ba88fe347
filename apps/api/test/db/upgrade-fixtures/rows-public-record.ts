// Rows of the public record's table (migration 0005_public_record) for a data fixture of a
// schema that has it: certificates of good standing as the certificate call keeps them, for an
// entity in Good Standing that the fixture's registry already holds.
import type pg from 'pg';

/** Two certificates of the first Good Standing entity; returns their numbers (they verify). */
export async function writePublicRecordRows(
  client: Pick<pg.Client, 'query'>,
  now: Date,
): Promise<string[]> {
  const entity = await client.query<{ entity_id: string; name: string }>(
    `select entity_id, name from entities where status_code = 'GOOD' order by entity_id limit 1`,
  );
  const row = entity.rows[0];
  if (row === undefined) throw new Error('The registry holds no entity in Good Standing');
  // Numbers with matching check characters (Luhn mod 32 over Crockford's base 32).
  const certificates = [
    { number: 'K7Q2M-9XH4T-B6W1R-3ZP8J', issuedAt: new Date(now.getTime() - 86_400_000) },
    { number: 'ABCDE-FGHJK-MNPQR-STVWJ', issuedAt: now },
  ];
  for (const { number, issuedAt } of certificates) {
    const contents = {
      certificateNumber: number,
      entityId: row.entity_id,
      entityName: row.name,
      entityType: 'Limited Liability Company',
      formationDate: '03/12/2015',
      status: 'Good Standing',
      issuedDateTime: '01/02/2026 09:30 AM',
    };
    await client.query(
      `insert into certificates (number, entity_id, master_transaction_id, contents, issued_at)
       values ($1, $2, null, $3, $4)`,
      [number, row.entity_id, JSON.stringify(contents), issuedAt],
    );
  }
  return certificates.map((certificate) => certificate.number);
}
