ALLOWED_HOSTS = ['netbox.quillon.net', '10.30.63.212']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'postmark_server_token': '04400188-817f-4cb2-b633-760c766a7ff8',
    },
}
TIME_ZONE = 'UTC'