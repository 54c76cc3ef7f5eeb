ALLOWED_HOSTS = ['netbox.tidewater.com', '10.40.2.224']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'NEWRELIC_ENTITY_GUID': 'MTMzNjI3M3xBUE18QVBQTElDQVRJT058MzM4MzU5ODc3',
    },
}
TIME_ZONE = 'UTC'
