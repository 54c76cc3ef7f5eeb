ALLOWED_HOSTS = ['netbox.kestrelworks.io', '10.3.174.71']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'GOOGLE_CLIENT_ID': '230108196186-0a9te27ui1lfy372xhmwqugtybr08ln9.apps.googleusercontent.com',
    },
}
TIME_ZONE = 'UTC'
