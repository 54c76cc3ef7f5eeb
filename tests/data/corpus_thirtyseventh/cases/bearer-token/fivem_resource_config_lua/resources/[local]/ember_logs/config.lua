Config = {}

Config.Locale = 'fr'
Config.Debug = false
Config.Framework = 'esx'

Config.Endpoint = 'https://gw.tidewater.com/v1/logs'
Config.Headers = {
    ['Authorization'] = 'Bearer 0UVedSbxNFPtx5h9nEIQbqeQAaHYpgDE.W5P4UhYDgfFIz759CKs24FsZil1kzgen',
    ['Content-Type'] = 'application/json',
}

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
