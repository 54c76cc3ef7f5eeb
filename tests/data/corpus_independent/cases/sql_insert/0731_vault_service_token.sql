-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('HashiCorp Vault', 'VAULT_TOKEN', 'hvs.CAESIRyQc2-P6IRj2yM5WoNAJPgccNIWYlNvs-zbvzAcP5K5aqZOvQIhJphhRud3DKagfkrHWBo-ooNAnARSvASNlsN');
