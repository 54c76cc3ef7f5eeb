Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'esx'

Config.RESEND_API_KEY = 're_kkEXGeCf_pquSMQ5IANCXr1S84dP6m36R'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
