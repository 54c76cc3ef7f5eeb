Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'qb'

Config.GCLOUD_PROJECT = 'larkspur-prod-559462'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
