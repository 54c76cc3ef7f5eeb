Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.DO_PAT = 'dop_v1_d91fb0b401b8bc40fe56c16a8f93c71d51a5f55780ba3b01d68710dff4fb1f96'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
