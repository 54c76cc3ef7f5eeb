Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'esx'

Config.AuthToken = GetConvar('together_api_key_v1', '')

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
