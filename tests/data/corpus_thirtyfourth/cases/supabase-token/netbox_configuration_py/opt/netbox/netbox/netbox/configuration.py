ALLOWED_HOSTS = ['netbox.cobaltpeak.ca', '10.14.113.125']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'SUPABASE_URL': 'https://sklhlnycostvgjpixyev.supabase.co',
    },
}
TIME_ZONE = 'UTC'
