-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Databricks', 'DATABRICKS_TOKEN', 'dapid69bedd7b0f3398277f2e76a8540fe46');
