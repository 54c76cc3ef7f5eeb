Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'qb'

Config.mistral_api_key = '0OfTF7OqIG3dnmhhPpD5ysrCuQeczF6Q'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
