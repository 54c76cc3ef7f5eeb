-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'DATABASE_URL', 'postgres://app_user:${DB_PASSWORD}@db.internal.northwind-ops.net:5432/billing');
