Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.Endpoint = 'https://svc.cobaltpeak.ca/v1/logs'
Config.Headers = {
    ['Authorization'] = 'Splunk e81a7d10-f511-4915-b739-e0e9104b7b36',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
