-- Addresses are kept with their domain in Unicode (server/email/email-address.ts): an address
-- kept before in its ASCII form (jean@xn--clair-9ra.fr, as a browser's email field gives it) becomes
-- jean@éclair.fr, so that it is found whichever way it is typed. Each xn-- label is decoded as RFC 3492
-- says; a label that does not decode is kept. An account whose Unicode address another account
-- already has keeps its own.
CREATE FUNCTION "punycode_decode"(label text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  input text := lower(label);
  len int := length(label);
  output int[] := '{}';
  n int := 128;
  i int := 0;
  bias int := 72;
  pos int := 1;
  last_dash int := position('-' in reverse(lower(label)));
  oldi int; w int; k int; c int; digit int; t int; delta int; points int; shift int;
BEGIN
  IF last_dash > 0 THEN
    FOR j IN 1 .. len - last_dash LOOP
      output := output || ascii(substr(input, j, 1));
    END LOOP;
    pos := len - last_dash + 2;
  END IF;
  WHILE pos <= len LOOP
    oldi := i;
    w := 1;
    k := 36;
    LOOP
      IF pos > len THEN RETURN NULL; END IF;
      c := ascii(substr(input, pos, 1));
      pos := pos + 1;
      IF c BETWEEN 97 AND 122 THEN digit := c - 97;
      ELSIF c BETWEEN 48 AND 57 THEN digit := c - 22;
      ELSE RETURN NULL;
      END IF;
      i := i + digit * w;
      t := CASE WHEN k <= bias THEN 1 WHEN k >= bias + 26 THEN 26 ELSE k - bias END;
      EXIT WHEN digit < t;
      w := w * (36 - t);
      k := k + 36;
    END LOOP;
    points := coalesce(array_length(output, 1), 0) + 1;
    delta := CASE WHEN oldi = 0 THEN (i - oldi) / 700 ELSE (i - oldi) / 2 END;
    delta := delta + delta / points;
    shift := 0;
    WHILE delta > 455 LOOP
      delta := delta / 35;
      shift := shift + 36;
    END LOOP;
    bias := shift + (36 * delta) / (delta + 38);
    n := n + i / points;
    i := i % points;
    output := output[1:i] || n || output[i + 1:];
    i := i + 1;
  END LOOP;
  RETURN (SELECT string_agg(chr(code), '' ORDER BY place) FROM unnest(output) WITH ORDINALITY AS decoded(code, place));
EXCEPTION WHEN OTHERS THEN
  RETURN NULL;
END $$;

CREATE FUNCTION "email_unicode_domain"(email text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  at int := length(email) - position('@' in reverse(email)) + 1;
  labels text[];
BEGIN
  IF position('@' in email) = 0 THEN RETURN email; END IF;
  SELECT array_agg(CASE WHEN label LIKE 'xn--%' THEN coalesce("punycode_decode"(substr(label, 5)), label) ELSE label END ORDER BY place)
    INTO labels
    FROM unnest(string_to_array(substr(email, at + 1), '.')) WITH ORDINALITY AS parts(label, place);
  RETURN normalize(substr(email, 1, at) || array_to_string(labels, '.'), NFC);
END $$;

UPDATE "User" AS account SET "email" = "email_unicode_domain"(account."email")
  WHERE account."email" <> "email_unicode_domain"(account."email")
    AND NOT EXISTS (SELECT 1 FROM "User" AS other WHERE other."email" = "email_unicode_domain"(account."email"));
UPDATE "Invitation" SET "email" = "email_unicode_domain"("email") WHERE "email" <> "email_unicode_domain"("email");
UPDATE "AuthToken" SET "newEmail" = "email_unicode_domain"("newEmail") WHERE "newEmail" <> "email_unicode_domain"("newEmail");
UPDATE "Identity" SET "email" = "email_unicode_domain"("email") WHERE "email" <> "email_unicode_domain"("email");
-- A sender is known by its domain: one kept in ASCII takes the Unicode form unless its organization has
-- a sender at that form already, and a name that was the domain follows it.
UPDATE "Sender" AS sender
  SET "domain" = substr("email_unicode_domain"('@' || sender."domain"), 2),
      "email" = "email_unicode_domain"(sender."email"),
      "name" = CASE WHEN sender."name" = sender."domain" THEN substr("email_unicode_domain"('@' || sender."domain"), 2) ELSE sender."name" END
  WHERE sender."domain" <> substr("email_unicode_domain"('@' || sender."domain"), 2)
    AND NOT EXISTS (
      SELECT 1 FROM "Sender" AS other
      WHERE other."organizationId" = sender."organizationId" AND other."domain" = substr("email_unicode_domain"('@' || sender."domain"), 2)
    );

DROP FUNCTION "email_unicode_domain"(text);
DROP FUNCTION "punycode_decode"(text);
