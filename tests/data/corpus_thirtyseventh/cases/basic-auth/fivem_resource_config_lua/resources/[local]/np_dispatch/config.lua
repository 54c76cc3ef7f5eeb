Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.Endpoint = 'https://billing.fernhill.com/v1/logs'
Config.Headers = {
    ['Authorization'] = 'Basic amRvZTpTJTR2RnRJQUNpJTBBMlJJVzI=',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
