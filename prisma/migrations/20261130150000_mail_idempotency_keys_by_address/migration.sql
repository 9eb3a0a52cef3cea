-- Documents filed from a mailbox that is still connected get the idempotency key a reconnection looks
-- for (the mailbox address, the message id and the content: see attachmentIdempotencyKey) instead of
-- the account's id, so that disconnecting and connecting the mailbox again does not file them twice.
-- Where two documents would get the same key (the same mailbox connected by two members), the oldest
-- gets it and the other keeps its own.
WITH candidates AS (
  SELECT d.id, d."organizationId", d."createdAt",
    'mail:' || left(encode(sha256(convert_to(lower(btrim(a.email)) || E'\n' || m."messageId", 'UTF8')), 'hex'), 40) || ':' || right(d."idempotencyKey", 64) AS key
  FROM "Document" d
  JOIN "MailMessage" m ON m.id = d."mailMessageId"
  JOIN "MailAccount" a ON a.id = m."accountId"
  WHERE d."idempotencyKey" LIKE 'mail:' || a.id::text || ':%'
),
rekeyed AS (
  SELECT DISTINCT ON (c."organizationId", c.key) c.id, c.key
  FROM candidates c
  WHERE NOT EXISTS (SELECT 1 FROM "Document" o WHERE o."organizationId" = c."organizationId" AND o."idempotencyKey" = c.key)
  ORDER BY c."organizationId", c.key, c."createdAt", c.id
)
UPDATE "Document" SET "idempotencyKey" = rekeyed.key FROM rekeyed WHERE "Document".id = rekeyed.id;
