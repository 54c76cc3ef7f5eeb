-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Discord', 'DISCORD_BOT_TOKEN', 'NTY4MDQwMDQ2NTYzMzg5NzM3.HmnRGF.Cw1miKSO7QMkEb00YZOxgtfC9_tiLdsG776LUr');
