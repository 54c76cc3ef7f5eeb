-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Discord', 'DISCORD_WEBHOOK_URL', 'https://discord.com/api/webhooks/6166618726980601980/PGgth7N8EP3a33cPkLJFJxkgqVbX8DsZR6Uj5856I8gK779_9wYBRe4ffWKQOcMUP-Yg');
