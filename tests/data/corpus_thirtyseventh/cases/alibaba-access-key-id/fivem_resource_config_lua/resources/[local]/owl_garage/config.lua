Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.AliyunAccessKey = 'LTAIDkbYCpU1XWJXy1yBBLqa'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
