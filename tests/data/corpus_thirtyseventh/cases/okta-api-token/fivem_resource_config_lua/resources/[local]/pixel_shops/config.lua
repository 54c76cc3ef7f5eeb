Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.Endpoint = 'https://svc.cobaltpeak.ca/v1/events'
Config.Headers = {
    ['Authorization'] = 'SSWS 00JG1dmz8ZtkRfGEuD5RhvX4YrfAdmLyAoS97XRovI',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
