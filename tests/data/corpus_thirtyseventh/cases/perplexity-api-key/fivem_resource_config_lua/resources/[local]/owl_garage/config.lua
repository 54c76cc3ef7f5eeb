Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'esx'

Config.PPLX_API_KEY = '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'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
