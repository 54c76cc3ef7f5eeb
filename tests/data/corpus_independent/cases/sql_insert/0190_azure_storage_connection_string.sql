-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Azure', 'AZURE_STORAGE_CONNECTION_STRING', 'DefaultEndpointsProtocol=https;AccountName=acmeykfcocstore;AccountKey=3OAwJMPbbhMLqIPcPnCIktBvgfMGPHA5jGGHnqsdl7jfkuICbKoKlvthUw5JLf6/4X830gfEL+UZg1ZytAB8+A==;EndpointSuffix=core.windows.net');
