Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'qb'

Config.Endpoint = 'https://svc.cobaltpeak.ca/v1/bans'
Config.Headers = {
    ['Authorization'] = 'Token token="[FILTERED]"',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}