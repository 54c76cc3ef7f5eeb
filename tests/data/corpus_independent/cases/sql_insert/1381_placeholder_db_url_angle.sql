-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'MYSQL_URL', 'mysql://root:<password>@localhost:3306/shop');
