Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'qb'

Config.OPENAI_TOKEN = '****************'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
