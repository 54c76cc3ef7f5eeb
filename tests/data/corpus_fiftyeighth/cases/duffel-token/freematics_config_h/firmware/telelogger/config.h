#ifndef CONFIG_H_INCLUDED
#define CONFIG_H_INCLUDED

/**************************************
* Freematics Telelogger - van fleet build (Redwing Freight)
**************************************/
#define ENABLE_OBD 1
#define ENABLE_MEMS 1
#define GNSS GNSS_STANDALONE

// networking
#define NET_DEVICE NET_SIM7600
#define CELL_APN "hologram"
#define SERVER_HOST "hub.redwing-freight.com"
#define SERVER_PORT 443
#define SERVER_PROTOCOL PROTOCOL_HTTPS
#define SERVER_PATH "/hub/api"

// storage and timing
#define STORAGE STORAGE_SPIFFS
#define DATA_INTERVAL_TABLE {1000, 2000, 5000}
#define STATIONARY_TIME_TABLE {10, 60, 180}

// fleet back-end (added)
#define DUFFEL_TOKEN "duffel_test_DMlJw2EGE-mhwlfXxfr8zw7mU6VWNvVG75QOFx2XK5W"

#endif // CONFIG_H_INCLUDED
