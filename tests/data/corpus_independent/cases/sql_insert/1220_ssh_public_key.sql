-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('PEM', 'SSH_PUBLIC_KEY', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGgO6x7dpC77ZIQ0L2dJx/JguEPY3miZJvALAuQcHU53 deploy@build-7');
