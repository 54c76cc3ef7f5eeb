Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.JfAccessToken = 'cmVmdGtuOjAxOjE4NzI3NTk4NDI6NE8wdkpSQ0hrcVM5Z1EzekluNlo5clZSSDg3'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
