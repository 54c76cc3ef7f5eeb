-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'DATABASE_URL', 'postgres://app_user:Msa8ceZrFV0hg52iGR_l@db.example.com:5432/billing');
