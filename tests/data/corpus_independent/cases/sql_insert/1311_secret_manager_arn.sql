-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('AWS', 'DB_PASSWORD_SECRET_ARN', 'arn:aws:secretsmanager:eu-west-1:192461989418:secret:prod/db-password-wZmZqw');
