Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.BREVO_LIST_ID = '303'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
