-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Sentry', 'SENTRY_DSN', 'https://0c5fa785720fa5295296eee407488196@o9265726.ingest.us.sentry.io/3740164');
