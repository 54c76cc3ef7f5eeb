Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'esx'

Config.DockerUsername = 'ci-bot'
Config.AccessToken = 'dckr_pat_EUCj2HRcZB2Txq21DGYvZk_X9U9'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
