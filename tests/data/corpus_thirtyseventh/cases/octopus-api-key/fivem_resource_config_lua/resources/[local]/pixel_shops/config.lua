Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'qb'

Config.OctopusCliApiKey = 'API-IIDPFEYSJANCPUOPP9Y0VP6349'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
