ALLOWED_HOSTS = ['netbox.palisade.io', '10.2.135.150']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'auth_token': 'PMAK-8b788a2a0ff06ae54ce4ca40-3a484e66a900c1f25887e3ca6d17a3dacb',
    },
}
TIME_ZONE = 'UTC'
