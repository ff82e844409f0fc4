-- Verification codes were stored in clear in the SMS outbox (issue 13, finding 1): mask the ones already there.
UPDATE "sms_outbox" SET "content" = regexp_replace("content", '[0-9]{4,8}', '******', 'g') WHERE "biz_type" = 'verification';
