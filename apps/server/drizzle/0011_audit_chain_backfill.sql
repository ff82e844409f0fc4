-- Custom SQL migration file, put your code below! --
-- Chains the audit rows written before the chain existed, oldest first, with the
-- same row hash as src/platform/audit/chain.ts (ROW_HASH_SQL), and sets the head.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT id FROM sys_audit_log ORDER BY at, id LOOP
    n := n + 1;
    UPDATE sys_audit_log SET seq = n, prev_hash = prev WHERE id = r.id;
    UPDATE sys_audit_log
      SET hash = encode(sha256(convert_to(jsonb_build_array(seq, id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), user_id, username, ip, object_type, object_id, action, result, category, detail, prev_hash)::text, 'UTF8')), 'hex')
      WHERE id = r.id
      RETURNING hash INTO prev;
  END LOOP;
  INSERT INTO sys_audit_head (id, seq, hash) VALUES (1, n, prev);
END $$;
