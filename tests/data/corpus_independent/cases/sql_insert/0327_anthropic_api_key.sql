-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Anthropic', 'ANTHROPIC_API_KEY', 'sk-ant-api03-RIuHX8nqT4kREbtk7eDYnYlKzzDL_y2NxTzTm_EJXsR6GOU3IqiWKTvN7emcyOvPsOhboXkN8qP4Sfjjle-vBHA8E53U0AA');
