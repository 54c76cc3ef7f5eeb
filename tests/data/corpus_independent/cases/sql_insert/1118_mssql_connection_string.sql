-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('generic', 'SQLSERVER_CONNECTION', 'Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=XFOKE4ZTdiT7I8XqOs_a;Encrypt=True;');
