// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "FRITZ!Box 7590 QX"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_CELERY_BROKER_URL "amqps://m.okafor:55OV4nHJ0GZ9wZllf@billing.fernhill.com:5671/crm_prod"