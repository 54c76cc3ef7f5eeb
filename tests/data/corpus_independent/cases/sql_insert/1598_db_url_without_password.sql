-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'DATABASE_URL', 'postgres://readonly@db.internal.northwind-ops.net:5432/analytics');
