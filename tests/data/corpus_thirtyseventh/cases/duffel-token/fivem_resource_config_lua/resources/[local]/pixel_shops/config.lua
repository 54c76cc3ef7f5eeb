Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'qb'

Config.DuffelAccessToken = 'duffel_live_vqlrIokxWAJXgRddyw9dLDPTIhlUXAlACGlkN2rewGg'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
