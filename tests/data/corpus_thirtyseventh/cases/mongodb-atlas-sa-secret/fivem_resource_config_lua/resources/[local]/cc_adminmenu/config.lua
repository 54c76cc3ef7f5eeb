Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'esx'

Config.AtlasClientId = 'mdb_sa_id_eeacd49475218c60b8222d1a'
Config.ApiKey = 'mdb_sa_sk_gZYvB7hFCXzih6tW3EBT3KjPQnFWswGoPRQc4UhG'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}