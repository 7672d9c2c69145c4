-- The roleplay mode is named "Roleplay" (§1), as every interface shows it: titles the server gave as "Role-play in …"
-- follow, so interfaces recognise them as default titles and show their own translation.
UPDATE "conversations" SET "title" = 'Roleplay in ' || substr("title", length('Role-play in ') + 1)
WHERE "learning_mode" = 'roleplay' AND "title" LIKE 'Role-play in %';
