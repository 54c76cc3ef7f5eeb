Config = {}

Config.Locale = 'de'
Config.Debug = false
Config.Framework = 'qb'

Config.DropboxToken = 'sl.L3pzRaxxsxe-mFFSnZBK5sUCOuCsERr5nBwIhsguDOHkewJJ_fDLgIbAuDIFQO-T3mOiQ_Dyx1mQYn3HOj60c8okR2wfrdTxpGjrPfEBMMlB0QMOThug3YWApa8amf_3sNt-gIGtnHuCUcpezia'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}