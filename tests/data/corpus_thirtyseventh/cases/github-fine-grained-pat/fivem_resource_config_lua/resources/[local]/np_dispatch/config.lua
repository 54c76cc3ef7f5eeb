Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'esx'

Config.token = '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'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
