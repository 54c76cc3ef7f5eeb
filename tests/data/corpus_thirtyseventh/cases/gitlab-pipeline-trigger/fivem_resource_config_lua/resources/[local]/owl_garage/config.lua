Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.TriggerToken = GetConvar('gitlab_pipeline_trigger', '')

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
