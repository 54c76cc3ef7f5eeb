#ifndef CONFIG_H_INCLUDED
#define CONFIG_H_INCLUDED

/**************************************
* Freematics Telelogger - van fleet build (Cobaltroute)
**************************************/
#define ENABLE_OBD 1
#define ENABLE_MEMS 1
#define GNSS GNSS_STANDALONE

// networking
#define NET_DEVICE NET_SIM7600
#define CELL_APN "em"
#define SERVER_HOST "hub.cobaltroute.io"
#define SERVER_PORT 443
#define SERVER_PROTOCOL PROTOCOL_HTTPS
#define SERVER_PATH "/hub/api"

// storage and timing
#define STORAGE STORAGE_SPIFFS
#define DATA_INTERVAL_TABLE {1000, 2000, 5000}
#define STATIONARY_TIME_TABLE {10, 60, 180}

// fleet back-end (added)
#define FLY_ACCESS_TOKEN "FlyV1 fm2_pVjewIpl1ysyVpKgEEx4TjTfPPBKWqM42Z+dwZ08KUwyz3KZmruXKSkvYByaeWNaZcqr4HhdT1Wyk+C2RfXVS48kZ20D+pKDx4jXioGA1AWz5B1SKifVCR+hnJ0yFfpd6WJ8romVSGsS1t52PfFkSWTjgOlwZ8m+sqF+8W3VvRmnjOdJgKAIiouaZ2kSumfa6rMlWJufqADT3C+5Yevq1BzlmjAG13S9oMJV/vUNgknOnGMMdWcZi9EJrGW7GqyKhaLQowjReKHaMRlEqx6g1UAZBQLWTd9D6QWqQaDi3XiPT1k17JknWh7KAU9VOUIq"

#endif // CONFIG_H_INCLUDED
