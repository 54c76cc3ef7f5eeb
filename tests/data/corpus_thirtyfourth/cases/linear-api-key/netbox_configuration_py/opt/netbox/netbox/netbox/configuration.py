ALLOWED_HOSTS = ['netbox.larkspur.dev', '10.4.194.182']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'LINEAR_API_KEY': 'lin_api_Jb8khohbqPvqakXzPs2PyUJ1t1OSZgs9js0XLn4V',
    },
}
TIME_ZONE = 'UTC'
