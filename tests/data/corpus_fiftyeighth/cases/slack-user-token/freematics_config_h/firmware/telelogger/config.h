#ifndef CONFIG_H_INCLUDED
#define CONFIG_H_INCLUDED

/**************************************
* Freematics Telelogger - van fleet build (Harbourline Logistics)
**************************************/
#define ENABLE_OBD 1
#define ENABLE_MEMS 1
#define GNSS GNSS_STANDALONE

// networking
#define NET_DEVICE NET_SIM7600
#define CELL_APN "em"
#define SERVER_HOST "hub.harbourline-logistics.com"
#define SERVER_PORT 443
#define SERVER_PROTOCOL PROTOCOL_HTTPS
#define SERVER_PATH "/hub/api"

// storage and timing
#define STORAGE STORAGE_SPIFFS
#define DATA_INTERVAL_TABLE {1000, 2000, 5000}
#define STATIONARY_TIME_TABLE {10, 60, 180}

// fleet back-end (added)
#define SLACK_TEAM_ID "T05MYAYXTEC"

#endif // CONFIG_H_INCLUDED
