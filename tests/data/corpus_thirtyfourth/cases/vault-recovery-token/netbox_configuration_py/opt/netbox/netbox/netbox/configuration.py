ALLOWED_HOSTS = ['netbox.larkspur.dev', '10.38.110.77']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'vault_token': 'hvr.CAESIEmXiGnCGqrmj7BaT7QnZsU8lTjS3zjgKY3hS_jeDrOrGh4KHGh2ci42RFRpclk4eXUxWkxEbkRUd1hTVFU5WVI',
    },
}
TIME_ZONE = 'UTC'
