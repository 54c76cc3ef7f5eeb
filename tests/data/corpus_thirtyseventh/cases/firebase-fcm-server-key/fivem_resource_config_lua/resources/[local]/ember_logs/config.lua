Config = {}

Config.Locale = 'en'
Config.Debug = false
Config.Framework = 'qb'

Config.FcmServerKey = 'AAAAdRPtinY:APA91bXlExnpcgTyC4EP-6VcZDT2TzM9GGk1k2R-RhYi2jprl6Oy-dIWRIRoV3L_m7A6HkHMUJ1s2gGZ-ZRuRtsaYniSmRJpaaIjbzZJ47L2-rjwfCF4QK-6ghhCjRAI5K9RxIae0kWl'

Config.Jobs = {
    police = { label = 'LSPD', grades = 6 },
    ambulance = { label = 'EMS', grades = 4 },
}
