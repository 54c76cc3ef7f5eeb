Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'qb'

Config.SendgridApiKey = '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'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
