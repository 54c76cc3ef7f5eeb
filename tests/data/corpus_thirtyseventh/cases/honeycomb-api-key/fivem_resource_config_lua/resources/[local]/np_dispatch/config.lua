Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.honeycomb_dataset = 'orders-api'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
