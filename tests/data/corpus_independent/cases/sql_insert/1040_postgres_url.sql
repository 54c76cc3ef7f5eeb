-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'DATABASE_URL', 'postgres://app_user:0Sy06J2V3jGA2tUElj_T@db.internal.northwind-ops.net:5432/billing?sslmode=require');
