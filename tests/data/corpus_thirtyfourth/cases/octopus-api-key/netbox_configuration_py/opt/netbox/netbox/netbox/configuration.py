ALLOWED_HOSTS = ['netbox.tidewater.com', '10.32.65.17']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'OCTOPUS_SPACE': 'Spaces-20',
    },
}
TIME_ZONE = 'UTC'
