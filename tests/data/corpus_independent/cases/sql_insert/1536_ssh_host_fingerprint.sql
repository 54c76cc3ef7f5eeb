-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'SSH_HOST_FINGERPRINT', 'SHA256:bV5abIDyszvC8FiU7ODNmrlocHIZLBHWnveKl8z9IvU');
