-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Mapbox', 'MAPBOX_ACCESS_TOKEN', 'pk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6ImZ1aDN2M3I2bWVqMno5NHhuYmI5OTJnb3kifQ.dH5fPlMBLhvlaxw6v3zHEg');
