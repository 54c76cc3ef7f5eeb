-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('HashiCorp Vault', 'VAULT_TOKEN', 's.zWGY2i5kXFjDDrIvQidXeKZ4');
