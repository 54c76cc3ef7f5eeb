Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.Endpoint = 'https://edge.palisade.io/v1/bans'
Config.Headers = {
    ['X-Auth-Email'] = 'etl_reader@kestrelworks.io',
    ['X-Auth-Key'] = 'GetConvar('cloudflare_global_api_key', '')',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
