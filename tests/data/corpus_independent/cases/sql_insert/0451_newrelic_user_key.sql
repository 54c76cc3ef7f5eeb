-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('New Relic', 'NEW_RELIC_API_KEY', 'NRAK-IEGVHCENAPKYKWXJ1Z3MJT45Z74');
