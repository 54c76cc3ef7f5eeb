ALLOWED_HOSTS = ['netbox.kestrelworks.io', '10.40.61.230']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'DEEPGRAM_API_TOKEN': 'akv:DEEPGRAM_API_KEY',
    },
}
TIME_ZONE = 'UTC'
